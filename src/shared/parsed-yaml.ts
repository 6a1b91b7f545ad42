/**
 * Reads a YAML file the server needs at start (resources/*.yaml, schemas/*.yaml). Parsing them with `yaml` cost ~1 s
 * of CPU per start (issue 28, cold start), so the server's bundle (scripts/build-server.ts) comes with each file
 * already parsed, as JSON, keyed by the file's path and a hash of its text. A file whose text no longer matches its
 * hash (edited after the build), or one the build did not parse, is parsed here as before: the answer is always the
 * file's current content. Run from the sources (tests, scripts), nothing is cached.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from 'yaml';

const ROOT = resolve(import.meta.dirname, '../..');
/** written by scripts/build-server.ts next to the bundle */
export const PARSED_YAML_FILE = join(ROOT, 'dist-server/parsed-yaml.json');

/** per file (relative to the checkout, '/'-separated): the hash of its text and its content as JSON text */
export type ParsedYaml = Record<string, { sha256: string; json: string }>;

export const yamlKey = (file: string) => relative(ROOT, file).split('\\').join('/');
export const textHash = (text: string) => createHash('sha256').update(text).digest('hex');

let parsed: ParsedYaml | undefined;
function cache(): ParsedYaml {
  // the bundle's build defines SERVER_BUNDLE; under tsx or Vite the sources parse their files themselves
  if (!parsed)
    parsed =
      process.env.SERVER_BUNDLE === '1' && existsSync(PARSED_YAML_FILE)
        ? (JSON.parse(readFileSync(PARSED_YAML_FILE, 'utf8')) as ParsedYaml)
        : {};
  return parsed;
}

export function readYamlFile(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  const hit = cache()[yamlKey(file)];
  // JSON.parse each time: every caller gets its own objects, as parse() gave them
  if (hit && hit.sha256 === textHash(text)) return JSON.parse(hit.json);
  return parse(text);
}
