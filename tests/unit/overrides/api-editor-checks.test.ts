// The API editor's checks (upstreams, parameters, bodies, error codes) and the registry descriptors name.
import { describe, expect, it } from 'vitest';
import {
  bodyIssues,
  errorCodeIssues,
  paramIssues,
  pathParamNames,
  upstreamIssues,
} from '../../../src/admin/features/catalog/editors/checks.ts';
import { customInputs } from '../../../src/admin/overrides/inputs.ts';
import { loadDescriptors } from '../../../src/shared/descriptors/load.ts';

const at = (issues: { at: string; key: string }[]) => issues.map((i) => `${i.at} ${i.key.split('.').pop()}`);

describe('API editor checks', () => {
  it('upstreams: http(s) without credentials, query or fragment; timeout 100–600000', () => {
    expect(upstreamIssues([{ env_type: 3, base_url: 'https://api.example.com/v1', timeout_ms: 5000 }])).toEqual([]);
    expect(
      at(
        upstreamIssues([
          { env_type: 1, base_url: 'ftp://x', timeout_ms: 50 },
          { env_type: 2, base_url: 'https://u:p@x.com', timeout_ms: null },
          { env_type: 3, base_url: 'http://x.com?a=1', timeout_ms: 'abc' },
        ]),
      ),
    ).toEqual([
      '1.base_url bad_url',
      '1.timeout_ms bad_timeout',
      '2.base_url bad_url',
      '3.base_url bad_url',
      '3.timeout_ms bad_timeout',
    ]);
  });

  it('parameters: named, one per place and name, path ones in the path, examples fit their type', () => {
    expect(pathParamNames('/v1/users/{id}/orders/:order')).toEqual(['id', 'order']);
    const ok = [
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', example: '7' } },
      { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
    ];
    expect(paramIssues(ok, '/v1/users/{id}')).toEqual([]);
    expect(
      at(
        paramIssues(
          [
            { name: '', in: 'query' },
            { name: 'page', in: 'query', schema: { type: 'integer', example: 'one' } },
            { name: 'page', in: 'query' },
            { name: 'x trace', in: 'header' },
            { name: 'uid', in: 'path' },
          ],
          '/v1/users/{id}',
        ),
      ),
    ).toEqual([
      '0.name name_required',
      '1.example bad_example',
      '2.name duplicate_param',
      '3.name bad_name',
      '4.name not_in_path',
    ]);
  });

  it('bodies and error codes', () => {
    expect(
      bodyIssues(
        {
          status: '200',
          content_type: 'application/json',
          schema: { type: 'object', properties: { ok: { type: 'boolean', example: 'true' } } },
        },
        true,
      ),
    ).toEqual([]);
    expect(
      at(bodyIssues({ status: '2xx', schema: { properties: { n: { type: 'number', example: 'x' } } } }, true)),
    ).toEqual(['status bad_status', 'field.n.example bad_example']);
    expect(
      at(
        errorCodeIssues([
          { code: '400', description: 'bad' },
          { code: '400', description: '' },
          { code: '', description: 'x' },
        ]),
      ),
    ).toEqual(['1.code duplicate_code', '1.description description_required', '2.code code_required']);
  });

  it('every descriptor input names a registered custom input', () => {
    const named = loadDescriptors().flatMap((d) =>
      Object.values(d.fields)
        .map((f) => f.input)
        .filter(Boolean),
    );
    expect(named.length).toBeGreaterThanOrEqual(5);
    for (const n of named) expect(customInputs[n!], n).toBeTruthy();
  });
});
