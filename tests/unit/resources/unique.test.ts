// The debounced uniqueness check: the submit's validation of a value whose check is under way waits for that
// same check (one request), a newer value supersedes an older one, and answers are cached per value.
import { describe, expect, it } from 'vitest';
import { debouncedUnique } from '../../../src/admin/resources/generate/unique.ts';

const message = { message: 'dup', args: {} };

function checker(taken: string[]) {
  const asked: string[] = [];
  const validate = debouncedUnique(
    async (v) => {
      asked.push(v);
      return !taken.includes(v);
    },
    message,
    20,
  );
  return { asked, validate: (v: string) => validate(v, {}, {} as never) };
}

describe('debouncedUnique', () => {
  it('shares the check under way for the same value (blur, then submit) and asks once', async () => {
    const { asked, validate } = checker([]);
    const onBlur = validate('new-app');
    const onSubmit = validate('new-app');
    expect(onSubmit).toBe(onBlur);
    expect(await onSubmit).toBeUndefined();
    expect(asked).toEqual(['new-app']);
    // cached afterwards: no promise, no request
    expect(validate('new-app')).toBeUndefined();
    expect(asked).toEqual(['new-app']);
  });

  it('reports a taken value, and a newer value supersedes the older check', async () => {
    const { asked, validate } = checker(['taken']);
    const older = validate('tak');
    const newer = validate('taken');
    expect(await older).toBeUndefined();
    expect(await newer).toEqual(message);
    expect(asked).toEqual(['taken']);
    expect(validate('taken')).toEqual(message);
  });
});
