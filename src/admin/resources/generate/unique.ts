/**
 * Async uniqueness check for `unique` fields while the user types: debounced, cached per value, and on edit
 * it excludes the record itself. A failed check lets the value through: the server answers 409 DUPLICATE
 * on save, which lands on the same field.
 */
import { useMemo } from 'react';
import {
  useDataProvider,
  useRecordContext,
  type Identifier,
  type ValidationErrorMessageWithArgs,
  type Validator,
} from 'react-admin';
import type { ResourceDescriptor } from '../../../shared/descriptors/types.ts';
import type { DescriptorDataProvider } from '../dataProvider.ts';
import { ui } from '../keys.ts';

export const UNIQUE_DEBOUNCE_MS = 400;

export function debouncedUnique(
  isFree: (value: string) => Promise<boolean>,
  message: ValidationErrorMessageWithArgs,
  delay = UNIQUE_DEBOUNCE_MS,
): Validator {
  const known = new Map<string, boolean>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // the newest value's check, shared: the submit's validation of the value just blurred waits for the same
  // check instead of restarting the debounce and asking the server twice
  let pending:
    | { value: string; promise: Promise<ValidationErrorMessageWithArgs | undefined>; settle: (v: undefined) => void }
    | undefined;
  return (value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    const v = value.trim();
    if (known.has(v)) return known.get(v) ? undefined : message;
    if (pending?.value === v) return pending.promise;
    clearTimeout(timer);
    // an older keystroke's check gives way to the newest, which decides the field's state (react-hook-form
    // drops a result for a value the field no longer holds)
    pending?.settle(undefined);
    let settle!: (v: undefined) => void;
    const promise = new Promise<ValidationErrorMessageWithArgs | undefined>((resolve) => {
      settle = resolve;
      timer = setTimeout(() => {
        isFree(v)
          .then(
            (free) => {
              known.set(v, free);
              resolve(free ? undefined : message);
            },
            () => resolve(undefined),
          )
          .finally(() => {
            if (pending?.promise === promise) pending = undefined;
          });
      }, delay);
    });
    pending = { value: v, promise, settle };
    return promise;
  };
}

export function useUniqueValidator(d: ResourceDescriptor, name: string, label: string): Validator | undefined {
  const dataProvider = useDataProvider<DescriptorDataProvider>();
  const record = useRecordContext();
  const id: Identifier | undefined = record?.id;
  const original = record?.[name];
  const unique = !!d.fields[name].unique;
  return useMemo(() => {
    if (!unique) return undefined;
    const message = { message: ui('validation.duplicate'), args: { field: label } };
    const check = debouncedUnique(
      (value) => dataProvider.checkUnique(d.name, { field: name, value, excludeId: id }),
      message,
    );
    return (value, values, props) => (id !== undefined && value === original ? undefined : check(value, values, props));
  }, [unique, dataProvider, d.name, name, id, original, label]);
}
