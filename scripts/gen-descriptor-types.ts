/**
 * Regenerates src/shared/descriptors/generated/descriptor.ts from descriptor.schema.json with json-schema-to-typescript:
 * the schema that validates resources/*.yaml is the one source of the descriptor's TypeScript types. Never edit the output.
 */
import { compileFromFile } from 'json-schema-to-typescript';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '../src/shared/descriptors');
const ts = await compileFromFile(join(dir, 'descriptor.schema.json'), {
  bannerComment: '// Generated from src/shared/descriptors/descriptor.schema.json by `npm run gen:types`. Do not edit.',
  additionalProperties: false,
  // the descriptors are YAML read as data: no index signatures beyond the schema's own
  strictIndexSignatures: false,
  // minItems is the schema's to check; as tuples, every array built in code would need a first element spelled out
  ignoreMinAndMaxItems: true,
  style: { printWidth: 120, singleQuote: true },
});
mkdirSync(join(dir, 'generated'), { recursive: true });
writeFileSync(join(dir, 'generated/descriptor.ts'), ts);
console.log('generated src/shared/descriptors/generated/descriptor.ts');
