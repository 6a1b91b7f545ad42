/**
 * groupExport: the group as an OpenAPI 3.1 document. Servers are the group's upstreams named by environment (so an
 * import of the export puts them back); gateway-only settings travel as x- extensions.
 */
import type { Ctx } from '../context.ts';
import { visibleGroup } from './access.ts';
import { parseListenPath } from '../gateway/routes.ts';

type Json = any;
const ENV_NAME: Record<number, string> = { 1: 'test', 2: 'uat', 3: 'prod' };

export async function exportGroup(ctx: Ctx): Promise<Json> {
  const group = await visibleGroup(ctx.deps.db, ctx.caller, ctx.query.group_id);
  const [apis, upstreams] = await Promise.all([
    ctx.deps.db
      .selectFrom('apis')
      .selectAll()
      .where('group_id', '=', group.group_id)
      .orderBy('sort')
      .orderBy('api_id')
      .execute(),
    ctx.deps.db
      .selectFrom('group_upstreams')
      .selectAll()
      .where('group_id', '=', group.group_id)
      .orderBy('env_type', 'desc')
      .execute(),
  ]);
  const paths: Record<string, Json> = {};
  for (const a of apis as Json[]) {
    // ANY has no OpenAPI method: it is written once per method the path does not already describe
    const methods = a.method_type === 'ANY' ? ['get', 'post', 'put', 'delete', 'patch'] : [a.method_type.toLowerCase()];
    for (const method of methods) {
      const item = (paths[a.listen_path] ??= {});
      if (item[method]) continue;
      item[method] = operation(a);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: group.group_name,
      version: String(group.version),
      ...(group.documentation || group.description ? { description: group.documentation || group.description } : {}),
    },
    servers: upstreams.map((u) => ({ url: u.base_url, description: ENV_NAME[u.env_type] })),
    paths,
  };
}

function operation(a: Json): Json {
  const parameters: Json[] = (a.request_params ?? []).map((p: Json) => ({
    name: p.name,
    in: p.in,
    required: p.in === 'path' ? true : !!p.required,
    ...(p.description ? { description: p.description } : {}),
    schema: p.schema ?? { type: 'string' },
  }));
  const parsed = parseListenPath(a.listen_path);
  if (parsed.ok) {
    for (const s of parsed.segments) {
      if (s.param && !parameters.some((p) => p.in === 'path' && p.name === s.name))
        parameters.push({ name: s.name, in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  const responses: Json = {};
  const ok = a.response_schema ?? {};
  const okType = ok.content_type ?? 'application/json';
  // stored as the JSON value (or, for another media type, the text) the document carries
  const example: Json = a.response_example ?? undefined;
  responses[ok.status ?? '200'] = {
    description: ok.description ?? 'OK',
    ...(ok.schema || example !== undefined
      ? {
          content: {
            [okType]: { ...(ok.schema ? { schema: ok.schema } : {}), ...(example !== undefined ? { example } : {}) },
          },
        }
      : {}),
  };
  for (const e of a.error_codes ?? []) responses[String(e.code)] = { description: e.description || String(e.code) };
  const body = a.request_body;
  return {
    operationId: `api_${a.api_id}`,
    summary: a.api_name,
    ...(a.api_desc ? { description: a.api_desc } : {}),
    ...(a.api_classify ? { tags: [a.api_classify] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: !!body.required,
            content: {
              [body.content_type ?? 'application/json']: {
                schema: body.schema ?? {},
                ...(body.example !== undefined && body.example !== null ? { example: body.example } : {}),
              },
            },
          },
        }
      : {}),
    responses,
    ...(a.backend_path ? { 'x-backend-path': a.backend_path } : {}),
    ...(a.backend_method ? { 'x-backend-method': a.backend_method } : {}),
    ...(a.timeout_ms ? { 'x-timeout-ms': a.timeout_ms } : {}),
  };
}
