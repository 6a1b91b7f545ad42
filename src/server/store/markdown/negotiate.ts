/**
 * Whether a request for a store page asks for Markdown (an `Accept` preferring text/markdown, or the page's path
 * with `.md`), and in which language: the store keeps its choice in the browser, so an agent says it with `?lang=`,
 * the console's `language` header, or Accept-Language (in that order); Chinese is the default, as on the site.
 */
import Negotiator from 'negotiator';
import type { FastifyRequest } from 'fastify';
import type { Lang } from '../../http/messages.ts';

export function prefersMarkdown(req: FastifyRequest): boolean {
  const accept = req.headers.accept;
  if (!accept || !accept.includes('text/markdown')) return false;
  // text/markdown must win over text/html (a browser's */* never picks it: it is not listed first there)
  return new Negotiator(req).mediaType(['text/html', 'text/markdown']) === 'text/markdown';
}

export function markdownLang(req: FastifyRequest, query: URLSearchParams): Lang {
  const asked =
    query.get('lang') ?? (Array.isArray(req.headers.language) ? req.headers.language[0] : req.headers.language);
  if (asked) return asked.toLowerCase().startsWith('en') ? 'en' : 'zh';
  const best = new Negotiator(req).language(['zh', 'en']);
  return best === 'en' ? 'en' : 'zh';
}
