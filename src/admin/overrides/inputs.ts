/**
 * Custom inputs named by descriptors' field `input: <Name>` (resources/*.yaml), each with the read-only view
 * shown for that field on show pages. The generator (resources/generate/inputs.tsx, FieldView.tsx) looks names
 * up here; they load on first use, like the overrides.
 */
import { lazy, type ComponentType } from 'react';
import type { Validator } from 'react-admin';

export interface CustomInputProps {
  source: string;
  label: string;
  validate: Validator[];
  disabled?: boolean;
}
export interface CustomInput {
  input: ComponentType<CustomInputProps>;
  view?: ComponentType<{ value: unknown }>;
}

const editors = () => import('../features/catalog/editors/index.ts');

export const customInputs: Record<string, CustomInput> = {
  Upstreams: {
    input: lazy(() => editors().then((m) => ({ default: m.UpstreamsInput }))),
    view: lazy(() => editors().then((m) => ({ default: m.UpstreamsView }))),
  },
  ApiParams: {
    input: lazy(() => editors().then((m) => ({ default: m.ParamsInput }))),
    view: lazy(() => editors().then((m) => ({ default: m.ParamsView }))),
  },
  RequestBody: {
    input: lazy(() => editors().then((m) => ({ default: m.RequestBodyInput }))),
    view: lazy(() => editors().then((m) => ({ default: m.BodyView }))),
  },
  ResponseBody: {
    input: lazy(() => editors().then((m) => ({ default: m.ResponseInput }))),
    view: lazy(() => editors().then((m) => ({ default: m.BodyView }))),
  },
  ResponseExample: {
    input: lazy(() => editors().then((m) => ({ default: m.ResponseExampleInput }))),
    view: lazy(() => editors().then((m) => ({ default: m.ExampleView }))),
  },
  ErrorCodes: {
    input: lazy(() => editors().then((m) => ({ default: m.ErrorCodesInput }))),
    view: lazy(() => editors().then((m) => ({ default: m.ErrorCodesView }))),
  },
};
