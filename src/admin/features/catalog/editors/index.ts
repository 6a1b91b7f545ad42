/** The API editor's inputs and views, loaded together on first use (registered in overrides/inputs.ts). */
export { default as UpstreamsInput } from './UpstreamsInput.tsx';
export { default as ParamsInput } from './ParamsInput.tsx';
export { default as ErrorCodesInput } from './ErrorCodesInput.tsx';
export { RequestBodyInput, ResponseInput } from './BodyInput.tsx';
export { default as ResponseExampleInput } from './ExampleInput.tsx';
export { ExampleView } from './views.tsx';
export { BodyView, ErrorCodesView, ParamsView, UpstreamsView } from './views.tsx';
