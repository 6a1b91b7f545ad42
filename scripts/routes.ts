/**
 * `npm run routes`: every path SPEC.md lists, and whether a screen is built for it yet. The registry is
 * loaded through Vite (as the console is built), since the resources' screens use Vite-only imports.
 */
import { resolve } from 'node:path';
import { createServer } from 'vite';
import type { RouteEntry } from '../src/shared/routes.ts';

const root = resolve(import.meta.dirname, '..');
const vite = await createServer({
  configFile: resolve(root, 'vite.config.ts'),
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
});
try {
  const { routes } = (await vite.ssrLoadModule('/shared/routes.ts')) as { routes: RouteEntry[] };
  const { isBuilt } = (await vite.ssrLoadModule('/app/routes.ts')) as { isBuilt: (name: string) => boolean };
  const pad = (s: string, n: number) => s + ' '.repeat(Math.max(1, n - s.length));
  const rows = routes.filter((r) => r.name !== 'root');
  console.log(`${pad('status', 8)}${pad('layout', 9)}${pad('path', 44)}${pad('name', 26)}permission`);
  for (const r of rows) {
    const status = isBuilt(r.name) ? 'built' : '-';
    console.log(
      `${pad(status, 8)}${pad(r.layout, 9)}${pad(r.path, 44)}${pad(r.name, 26)}${r.permission ?? 'public'}${r.hidden ? ' (hidden)' : ''}`,
    );
  }
  const built = rows.filter((r) => isBuilt(r.name)).length;
  console.log(`\nbuilt ${built} of ${rows.length} listed routes (plus / redirecting to /home or the console home)`);
} finally {
  await vite.close();
}
