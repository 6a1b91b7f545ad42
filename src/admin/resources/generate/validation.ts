/**
 * Client-side checks mirroring the server's (required, length or value limits, pattern), so bad input gets
 * its message next to the field before any request. Messages are i18n keys with the field's label as an arg.
 */
import type { ValidationErrorMessageWithArgs, Validator } from 'react-admin';
import type { FieldDescriptor, ResourceDescriptor } from '../../../shared/descriptors/types.ts';
import { patternKey, ui } from '../keys.ts';

type Check = (value: unknown) => ValidationErrorMessageWithArgs | undefined;

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

function checks(
  f: FieldDescriptor,
  resource: string,
  name: string,
  label: string,
): { list: Check[]; required: boolean } {
  const list: Check[] = [];
  const msg = (key: string, args: Record<string, unknown> = {}) => ({ message: key, args: { ...args, field: label } });
  const textual = f.type === 'string' || f.type === 'text' || f.type === 'markdown' || f.type === 'password';
  if (f.required && f.type !== 'boolean') list.push((v) => (isEmpty(v) ? msg(ui('validation.required')) : undefined));
  if (textual && f.max !== undefined) {
    list.push((v) =>
      typeof v === 'string' && [...v].length > f.max! ? msg(ui('validation.max_length'), { max: f.max }) : undefined,
    );
  }
  if (textual && f.min !== undefined) {
    list.push((v) =>
      typeof v === 'string' && v !== '' && [...v].length < f.min!
        ? msg(ui('validation.min_length'), { min: f.min })
        : undefined,
    );
  }
  if (f.type === 'number' && f.max !== undefined) {
    list.push((v) =>
      typeof v === 'number' && v > f.max! ? msg(ui('validation.max_value'), { max: f.max }) : undefined,
    );
  }
  if (f.type === 'number' && f.min !== undefined) {
    list.push((v) =>
      typeof v === 'number' && v < f.min! ? msg(ui('validation.min_value'), { min: f.min }) : undefined,
    );
  }
  if (f.pattern) {
    const re = new RegExp(f.pattern);
    const key = f.patternMessage ? patternKey(resource, name) : ui('validation.pattern');
    list.push((v) => (typeof v === 'string' && v !== '' && !re.test(v) ? msg(key) : undefined));
  }
  return { list, required: !!f.required && f.type !== 'boolean' };
}

/**
 * One validator per field; marked `isRequired` so react-admin stars the label as with its own required().
 * `label` is the field's translated label: react-admin does not translate message arguments.
 */
export function fieldValidator(d: ResourceDescriptor, name: string, label: string): Validator | undefined {
  const { list, required } = checks(d.fields[name], d.name, name, label);
  if (!list.length) return undefined;
  const validate: Validator & { isRequired?: boolean } = (value) => {
    for (const check of list) {
      const error = check(value);
      if (error) return error;
    }
    return undefined;
  };
  validate.isRequired = required;
  return validate;
}
