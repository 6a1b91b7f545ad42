/**
 * The upstream part of an imported document: its `servers` (OpenAPI 3) or host and basePath (Swagger 2) as absolute
 * addresses, each with the environment its description or host names, and how they fill the group's upstreams.
 */
import type { UpstreamInput } from './groups.ts';
import type { Json } from './openapi-operation.ts';

const ENV_HINTS: [number, RegExp][] = [
  [1, /\b(test|testing|dev|develop|development|sandbox|mock)\b/i],
  [2, /\b(uat|staging|stage|pre|preprod|pre-release)\b/i],
  [3, /\b(prod|production|live|release)\b/i],
];

export interface DocServer {
  url: string;
  description: string | null;
  env_type: number | null;
}

/** The document's servers with absolute URLs (variables filled with their defaults), each with the environment its description or host names. */
export function documentServers(api: Json): DocServer[] {
  const list: DocServer[] = [];
  const hinted = (url: string, description: string | null) => ({
    url,
    description,
    env_type: ENV_HINTS.find(([, re]) => re.test(`${description ?? ''} ${url}`))?.[0] ?? null,
  });
  if (api.swagger) {
    if (api.host)
      list.push(
        hinted(
          `${(api.schemes ?? ['https']).includes('https') ? 'https' : api.schemes[0]}://${api.host}${api.basePath ?? ''}`,
          null,
        ),
      );
  } else {
    for (const s of api.servers ?? []) {
      let url = String(s.url ?? '');
      for (const [name, v] of Object.entries<Json>(s.variables ?? {}))
        url = url.replaceAll(`{${name}}`, String(v.default ?? ''));
      if (/^https?:\/\//i.test(url) && !list.some((x) => x.url === url)) list.push(hinted(url, s.description ?? null));
    }
  }
  return list;
}

/**
 * Servers as upstreams: an environment named in a server's description or host goes there; the rest fill prod
 * first. A document with a single server serves every environment from it (a provider importing one address must
 * not find test and UAT empty: the import dialog lets them choose otherwise).
 */
export function serversToUpstreams(servers: DocServer[]): UpstreamInput[] {
  if (servers.length === 1) return [1, 2, 3].map((env_type) => ({ env_type, base_url: servers[0].url }));
  const out = new Map<number, UpstreamInput>();
  for (const s of servers)
    if (s.env_type && !out.has(s.env_type)) out.set(s.env_type, { env_type: s.env_type, base_url: s.url });
  for (const s of servers) {
    if ([...out.values()].some((u) => u.base_url === s.url)) continue;
    const free = [3, 2, 1].find((e) => !out.has(e));
    if (free) out.set(free, { env_type: free, base_url: s.url });
  }
  return [...out.values()].sort((a, b) => a.env_type - b.env_type);
}
