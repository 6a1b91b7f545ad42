/** src/shared/examples.ts: which examples are JSON values and which are text, by media type. */
import { describe, expect, it } from 'vitest';
import { exampleFromText, exampleToText, isJsonMedia, normalizeExample } from '../../src/shared/examples.ts';

describe('examples', () => {
  it.each([
    ['application/json', true],
    ['application/problem+json', true],
    ['application/json; charset=utf-8', true],
    ['text/json', true],
    [null, true],
    ['', true],
    ['text/plain', false],
    ['application/xml', false],
    ['multipart/form-data', false],
    ['application/jsonl', false],
  ])('%s is JSON: %s', (type, json) => {
    expect(isJsonMedia(type)).toBe(json);
  });

  it('parses JSON text for a JSON media type and refuses text that is not JSON', () => {
    expect(exampleFromText('{"a": [1, true, null]}', 'application/json')).toEqual({
      ok: true,
      value: { a: [1, true, null] },
    });
    expect(exampleFromText('"just a string"', 'application/json')).toEqual({ ok: true, value: 'just a string' });
    expect(exampleFromText('{"a": tru', 'application/json')).toEqual({ ok: false });
    expect(exampleFromText('   ', 'application/json')).toEqual({ ok: true, value: null });
  });

  it('keeps any text for another media type', () => {
    expect(exampleFromText('<a>1</a>', 'application/xml')).toEqual({ ok: true, value: '<a>1</a>' });
    expect(exampleFromText('{"a": 1}', 'text/plain')).toEqual({ ok: true, value: '{"a": 1}' });
  });

  it('shows JSON pretty-printed and text as it is', () => {
    expect(exampleToText({ a: 1 }, 'application/json')).toBe('{\n  "a": 1\n}');
    expect(exampleToText('OK', 'text/plain')).toBe('OK');
    expect(exampleToText('OK', 'application/json')).toBe('"OK"');
    expect(exampleToText(null, 'application/json')).toBe('');
  });

  it('normalizes examples from documents and old rows', () => {
    expect(normalizeExample('{"a": 1}', 'application/json')).toEqual({ a: 1 });
    expect(normalizeExample('{broken', 'application/json')).toBe('{broken');
    expect(normalizeExample({ a: 1 }, 'application/xml')).toBe('{\n  "a": 1\n}');
    expect(normalizeExample(undefined, 'application/json')).toBeNull();
  });
});
