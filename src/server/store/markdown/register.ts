/**
 * Store pages for agents: a GET of a store page with `Accept: text/markdown`, or of its path with `.md`, answers
 * the page as `text/markdown` in the request's language; `/llms.txt` lists them. Runs as an onRequest hook before
 * the console's SPA fallback, so the pages' HTML answers are untouched.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../context.ts';
import { storeRouteFor, type StoreRouteName } from '../../../store/app/paths.ts';
import { ApiError } from '../../http/errors.ts';
import { markdownLang, prefersMarkdown } from './negotiate.ts';
import { renderPage, type PageRequest } from './pages.ts';
import { llmsTxt } from './llms.ts';

export function registerMarkdownPages(app: FastifyInstance, deps: Deps) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const [rawPath, search = ''] = req.url.split('?', 2);
    const query = new URLSearchParams(search);
    if (rawPath === '/llms.txt') {
      const text = await llmsTxt({ req, reply, deps, lang: markdownLang(req, query), query, path: rawPath });
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(text);
    }
    const suffixed = rawPath.endsWith('.md');
    const path = suffixed ? rawPath.slice(0, -3) : rawPath;
    if (!suffixed && !prefersMarkdown(req)) return;
    const route: StoreRouteName | 'root' | undefined = path === '/' || path === '' ? 'root' : storeRouteFor(path);
    if (!route) return;
    const lang = markdownLang(req, query);
    const page: PageRequest = { req, reply, deps, lang, query, path: path === '' ? '/' : path };
    let text: string | null;
    try {
      text = await renderPage(route, page);
    } catch (err) {
      // a product, document or announcement that is not public: the same 404 a visitor gets
      if (err instanceof ApiError && err.status === 404)
        return reply
          .code(404)
          .type('text/markdown; charset=utf-8')
          .send(lang === 'en' ? '# Not found\n' : '# 页面不存在\n');
      throw err;
    }
    if (text === null)
      return suffixed
        ? reply
            .code(404)
            .type('text/markdown; charset=utf-8')
            .send(lang === 'en' ? '# Not found\n' : '# 页面不存在\n')
        : undefined;
    return reply
      .type('text/markdown; charset=utf-8')
      .header('vary', 'Accept, Accept-Language')
      .header('content-language', lang === 'en' ? 'en' : 'zh-CN')
      .header('cache-control', 'no-cache')
      .send(text);
  });
}
