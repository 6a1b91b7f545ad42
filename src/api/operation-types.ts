/**
 * The request parts of every operation, read from the generated specs (src/api/generated) by operationId: the
 * client's `call()` and the server's handlers type their body, query and path with these, so neither writes a
 * request's shape by hand.
 */
import type { Operations } from './generated/index.ts';

export type { Operations };
export type OperationId = keyof Operations & string;

type Parameters<Id extends OperationId> = Operations[Id] extends { parameters: infer P } ? P : never;
type Content<R> = R extends { content: infer C } ? C[keyof C] : never;

/** the JSON (or multipart) body; never for an operation without one */
export type BodyOf<Id extends OperationId> = Operations[Id] extends { requestBody?: infer R }
  ? Content<NonNullable<R>>
  : never;
/** the query parameters; never for an operation without any */
export type QueryOf<Id extends OperationId> = NonNullable<Parameters<Id> extends { query?: infer Q } ? Q : never>;
/** the path parameters; never for an operation without any */
export type PathOf<Id extends OperationId> = NonNullable<Parameters<Id> extends { path?: infer P } ? P : never>;
