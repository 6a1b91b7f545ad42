/** The one error type every call rejects with; `message` is already fit to show a person. */
export interface FieldError {
  field: string;
  message: string;
}

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors?: FieldError[];

  constructor(init: { status: number; code: string; message: string; fieldErrors?: FieldError[] }) {
    super(init.message);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.code = init.code;
    if (init.fieldErrors?.length) this.fieldErrors = init.fieldErrors;
  }
}

/** Codes the console produces itself, for failures that never reached the server or never came back. */
export const CLIENT_CODES = {
  timeout: 'TIMEOUT',
  network: 'NETWORK_ERROR',
  aborted: 'ABORTED',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  badResponse: 'BAD_RESPONSE',
} as const;
