/**
 * How a data template's fields sit in an API (pure, so the service and its tests share it). A template holds the
 * same three parts an API has: request parameters (`[{name, in, ...}]`), a success response (`{status,
 * content_type, schema: {type: object, properties, required}}`) and error codes (`[{code, description}]`). Each
 * item copied into an API is marked with its template: `template_id` on a parameter or error code, `x-template` on
 * a response property (an OpenAPI specification extension, kept by exports). Composing strips every marked item
 * and adds the chosen templates' items again, a template's item replacing the API's own item of the same key.
 */
type J = Record<string, any>;

export interface TemplateParts {
  template_id: number;
  request_params: unknown;
  response_schema: unknown;
  error_codes: unknown;
}

const parse = (v: unknown): any => (typeof v === 'string' ? JSON.parse(v) : v);
/** a part that is a list (parameters, error codes); the contract also lets it be an object or null: no items then */
const items = (v: unknown): J[] => {
  const parsed = parse(v);
  return Array.isArray(parsed) ? parsed : [];
};
const paramKey = (p: J) => `${String(p.in ?? 'query')}:${String(p.name)}`;

/** The ids of the templates whose marks the API's parts carry, ascending. */
export function templateIdsOf(api: { request_params?: unknown; response_schema?: unknown; error_codes?: unknown }) {
  const ids = new Set<number>();
  for (const p of items(api.request_params)) if (p?.template_id) ids.add(Number(p.template_id));
  for (const e of items(api.error_codes)) if (e?.template_id) ids.add(Number(e.template_id));
  const props = parse(api.response_schema)?.schema?.properties ?? {};
  for (const v of Object.values(props) as J[]) if (v?.['x-template']) ids.add(Number(v['x-template']));
  return [...ids].sort((a, b) => a - b);
}

/** The API's parts with exactly these templates' items (in the order given) and its own items. */
export function compose(
  api: { request_params?: unknown; response_schema?: unknown; error_codes?: unknown },
  templates: TemplateParts[],
) {
  let params = items(api.request_params).filter((p) => !p?.template_id);
  let errors = items(api.error_codes).filter((e) => !e?.template_id);
  let response = parse(api.response_schema) as J | null;
  if (response?.schema?.properties) {
    const own = Object.entries(response.schema.properties as J).filter(([, v]) => !(v as J)?.['x-template']);
    const ownNames = new Set(own.map(([k]) => k));
    const required = ((response.schema.required ?? []) as string[]).filter((k) => ownNames.has(k));
    response = { ...response, schema: { ...response.schema, properties: Object.fromEntries(own), required } };
  }
  for (const t of templates) {
    const tp = items(t.request_params);
    const keys = new Set(tp.map(paramKey));
    params = [
      ...params.filter((p) => !keys.has(paramKey(p))),
      ...tp.map((p) => ({ ...p, template_id: t.template_id })),
    ];
    const te = items(t.error_codes);
    const codes = new Set(te.map((e) => String(e.code)));
    errors = [
      ...errors.filter((e) => !codes.has(String(e.code))),
      ...te.map((e) => ({ ...e, template_id: t.template_id })),
    ];
    const tr = parse(t.response_schema) as J | null;
    const tprops = (tr?.schema?.properties ?? {}) as J;
    if (Object.keys(tprops).length) {
      response ??= { status: tr?.status ?? '200', content_type: tr?.content_type ?? 'application/json', schema: null };
      const schema = (response.schema ?? { type: 'object', properties: {}, required: [] }) as J;
      const marked = Object.fromEntries(
        Object.entries(tprops).map(([k, v]) => [k, { ...(v as J), 'x-template': t.template_id }]),
      );
      const required = [
        ...new Set([...((schema.required ?? []) as string[]), ...((tr?.schema?.required ?? []) as string[])]),
      ];
      response = {
        ...response,
        schema: {
          ...schema,
          type: 'object',
          properties: { ...marked, ...(schema.properties ?? {}), ...marked },
          required,
        },
      };
    }
  }
  return {
    request_params: params.length ? params : null,
    response_schema: response,
    error_codes: errors.length ? errors : null,
  };
}
