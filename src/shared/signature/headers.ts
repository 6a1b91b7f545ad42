/** Header names of the X-Ca scheme, case-insensitive header lookup and the stage ↔ environment mapping. */

export const CA_HEADERS = {
  key: 'X-Ca-Key',
  timestamp: 'X-Ca-Timestamp',
  nonce: 'X-Ca-Nonce',
  signatureMethod: 'X-Ca-Signature-Method',
  signatureHeaders: 'X-Ca-Signature-Headers',
  signature: 'X-Ca-Signature',
  stage: 'X-Ca-Stage',
  requestId: 'X-Ca-Request-Id',
  errorMessage: 'X-Ca-Error-Message',
} as const;

/** Never part of the signed-header block, even when a client lists them: they have their own lines or are the signature. */
export const UNSIGNABLE_HEADERS: ReadonlySet<string> = new Set([
  'x-ca-signature',
  'x-ca-signature-headers',
  'accept',
  'content-md5',
  'content-type',
  'date',
]);

/** Node's IncomingHttpHeaders fits, and so does a plain object a client or the signature tool builds. */
export type HeadersInput = Readonly<Record<string, string | number | readonly string[] | undefined>>;

/**
 * What the verifier reads headers through, by lowercase name: the Map headerMap makes, or a view over headers that
 * are keyed so already (the gateway's over Node's, which folds repeats itself), so none is copied per request.
 */
export interface HeaderLookup {
  get(lowercaseName: string): string | undefined;
  has(lowercaseName: string): boolean;
}

export function isHeaderLookup(headers: HeadersInput | HeaderLookup): headers is HeaderLookup {
  return typeof headers.get === 'function' && typeof headers.has === 'function';
}

/** Header values by lowercase name. Repeated headers are joined with ", " as HTTP/1.1 folds them. */
export function headerMap(headers: HeadersInput): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, raw] of Object.entries(headers)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(', ') : String(raw);
    const key = name.toLowerCase();
    const prev = map.get(key);
    map.set(key, prev === undefined ? value : `${prev}, ${value}`);
  }
  return map;
}

/** X-Ca-Stage ↔ env_type (DESIGN.md section 6): TEST / PRE / RELEASE = 1 / 2 / 3; RELEASE when absent. */
export const STAGES = { TEST: 1, PRE: 2, RELEASE: 3 } as const;
export type Stage = keyof typeof STAGES;
export type EnvType = (typeof STAGES)[Stage];

/** The environment a request addresses, or undefined for a stage name that does not exist. */
export function envTypeOfStage(stage: string | undefined): EnvType | undefined {
  if (stage === undefined || stage.trim() === '') return STAGES.RELEASE;
  return STAGES[stage.trim().toUpperCase() as Stage];
}

export function stageOfEnvType(envType: number): Stage | undefined {
  return (Object.keys(STAGES) as Stage[]).find((s) => STAGES[s] === envType);
}
