/**
 * The architecture rule of issue 13: the public store and the console share only the shell layer. Every import of
 * every file under src/store and src/shell is resolved and must not land in src/admin; the store's code samples
 * are also checked here, since they are pure functions of an API's definition.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { snippetFor, SNIPPET_TARGETS } from '../../src/store/market/snippets.ts';

const SRC = resolve(import.meta.dirname, '../../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(name) ? [p] : [];
  });
}

/** relative imports, static and dynamic, and re-exports of a file, resolved to paths under src/ */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)].map((m) => m[1]);
  return specs.filter((s) => s.startsWith('.')).map((s) => relative(SRC, resolve(dirname(file), s)));
}

describe('shell split', () => {
  for (const layer of ['store', 'shell']) {
    it(`src/${layer} imports nothing from src/admin or src/app`, () => {
      const all = files(join(SRC, layer));
      expect(all.length).toBeGreaterThan(layer === 'store' ? 20 : 5);
      const offending = all.flatMap((f) =>
        importsOf(f)
          .filter((i) => i.startsWith('admin/') || i.startsWith('app/'))
          .map((i) => `${relative(SRC, f)} -> ${i}`),
      );
      expect(offending).toEqual([]);
    });
  }

  it("the store entry's module graph (static and lazy imports) reaches no react-admin and nothing in src/admin", () => {
    // every module a visitor's store page load can fetch, from src/store/app/main.tsx; type-only imports are erased
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      const specs = [
        ...text.matchAll(
          /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?'([^']+)'|import\s*\(\s*'([^']+)'\s*\)/g,
        ),
      ]
        .filter((m) => !m[2])
        .map((m) => m[3] ?? m[4]);
      for (const spec of specs) {
        if (!spec.startsWith('.')) {
          packages.add(spec);
          continue;
        }
        visit(resolve(dirname(file), spec.replace(/\?.*$/, '')));
      }
    };
    visit(join(SRC, 'store/app/main.tsx'));
    const files = [...seen].map((f) => relative(SRC, f));
    expect(files.length).toBeGreaterThan(30);
    expect(files).toContain('store/pages/Home.tsx');
    expect(files.filter((f) => f.startsWith('admin/'))).toEqual([]);
    expect(
      [...packages].filter((p) =>
        /^(react-admin|ra-core|ra-ui-materialui|ra-i18n-polyglot|node-polyglot)(\/|$)/.test(p),
      ),
    ).toEqual([]);
    // and the scan does see packages: MUI and the router are in the graph
    expect(packages).toContain('react-router-dom');
  });

  it('main.tsx reaches the console only through the console entry (and its messages) it imports lazily', () => {
    const text = readFileSync(join(SRC, 'app/main.tsx'), 'utf8');
    expect(text).toMatch(/import\('\.\/boot\.tsx'\)/);
    expect(text).toMatch(/import\('\.\.\/store\/app\/main\.tsx'\)/);
    expect(
      importsOf(join(SRC, 'app/main.tsx'))
        .filter((i) => i.startsWith('admin/') || i.startsWith('app/'))
        .sort(),
    ).toEqual(['app/boot.tsx', 'app/i18n/locale-en.ts', 'app/i18n/locale-zh.ts']);
  });

  it('the console and the store are peers: src/admin imports neither the store nor the app that composes them (issue 24)', () => {
    const all = files(join(SRC, 'admin'));
    expect(all.length).toBeGreaterThan(100);
    const offending = all.flatMap((f) =>
      importsOf(f)
        .filter((i) => /^(store|app)\//.test(i))
        .map((i) => `${relative(SRC, f)} -> ${i}`),
    );
    expect(offending).toEqual([]);
  });

  it('the scan sees a console import when there is one', () => {
    // the console's App does import the admin layer: the scanner must report it, or the checks above prove nothing
    expect(importsOf(join(SRC, 'app/App.tsx')).some((i) => i.startsWith('admin/'))).toBe(true);
    expect(importsOf(join(SRC, 'app/routes.ts')).some((i) => i.startsWith('store/'))).toBe(true);
  });
});

describe('code samples', () => {
  const api = {
    api_id: 1,
    api_name: '天气预报',
    api_desc: null,
    method_type: 'POST',
    listen_path: '/weather/v1/forecast/{city}',
    request_params: [
      { name: 'city', in: 'path', required: true, description: null, schema: { type: 'string', example: 'shanghai' } },
      { name: 'days', in: 'query', required: true, description: null, schema: { type: 'integer', example: 3 } },
      { name: 'debug', in: 'query', required: false, description: null, schema: { type: 'boolean' } },
    ],
    request_body: {
      content_type: 'application/json',
      schema: { type: 'object', properties: { unit: { type: 'string', enum: ['c', 'f'] } } },
    },
    response_schema: null,
    response_example: null,
    error_codes: null,
  };

  it('fills path and required query parameters and the body from the schema, in every language', () => {
    for (const t of SNIPPET_TARGETS) {
      const code = snippetFor(api, 'http://gw.example.com/', t.key);
      expect(code, t.key).toContain('gw.example.com/weather/v1/forecast/shanghai');
      expect(code, t.key).toContain('days=3');
      expect(code, t.key).not.toContain('debug');
      expect(code, t.key).toContain('X-Ca-Signature');
      expect(code, t.key).toMatch(/unit.{1,6}c/);
    }
  });
});
