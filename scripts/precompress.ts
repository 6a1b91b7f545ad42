/**
 * The built front end's text files compressed at build time, each beside its original (`.br`, `.gz`): the server
 * sends them as they are to a browser that accepts them (@fastify/static's `preCompressed`, src/server/app.ts), so
 * the JavaScript a console page loads crosses the network at about a quarter of its size, and no request pays for
 * compressing it. The vite builds run it once they have written their files (vite.config.ts).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** below this a compressed copy saves less than the headers it costs */
const MIN_BYTES = 1024;
const br = promisify(brotliCompress);
const gz = promisify(gzip);

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return textFiles(path);
    return TEXT.test(e.name) && statSync(path).size >= MIN_BYTES ? [path] : [];
  });
}

/** writes `<file>.br` and `<file>.gz` for every text file of `dir` (recursively); returns the sizes before and after */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const files = textFiles(dir);
  let bytes = 0;
  let brotli = 0;
  // zlib's asynchronous calls run on libuv's threads: the files are compressed side by side
  await Promise.all(
    files.map(async (file) => {
      const data = readFileSync(file);
      const [b, g] = await Promise.all([
        // quality 10, not 11: a few percent larger, several times faster to build
        br(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 10,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(data, { level: 9 }),
      ]);
      writeFileSync(`${file}.br`, b);
      writeFileSync(`${file}.gz`, g);
      bytes += data.length;
      brotli += b.length;
    }),
  );
  return { files: files.length, bytes, brotli };
}
