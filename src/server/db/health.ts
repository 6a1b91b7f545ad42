/**
 * Whether the database answers, as the process has seen it. The clients report what they meet (a refused or cut
 * connection, a connect that timed out, the PGlite thread stopping); the first such failure marks the database
 * down and is logged once, with the product's logger. While down, one probe at a time asks the database again
 * (backing off to PROBE_MAX_MS), and the first answer marks it up and logs how long the outage lasted. Requests
 * are never held back by this state: each tries the database and fails on its own (the API answers 503
 * DB_UNAVAILABLE, http/envelope.ts); the state is what /healthz shows and what keeps background jobs quiet.
 */

export interface HealthLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const PROBE_FIRST_MS = 100;
/** recovery is noticed at most this long after the database is back (plus one round trip) */
const PROBE_MAX_MS = 1000;
/** a probe stuck on a stalled connection is waited for, not repeated: the pool would fill with stuck probes */
const PROBE_TIMEOUT_MS = 2000;

/** SQLSTATEs and socket errors that mean "the database is not reachable", not "this statement is wrong". */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // admin_shutdown, crash_shutdown, cannot_connect_now (a restart or failover)
  '57P01',
  '57P02',
  '57P03',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed|the database thread stopped/i;

/** Whether an error means the database is away (class 08 connection exceptions, sockets, pg's own wording). */
export function isConnectionError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.test(message);
}

export interface DbHealthReport {
  state: 'up' | 'down';
  /** ISO time the current outage began */
  down_since?: string;
  /** outages seen since the process started */
  outages: number;
}

export class DbHealth {
  private downSince: number | null = null;
  private outages = 0;
  private probeTimer: NodeJS.Timeout | undefined;
  private probing: Promise<void> | undefined;
  private probeDelay = PROBE_FIRST_MS;
  private stopped = false;

  /** `probe` asks the database one small question and resolves when it answered */
  constructor(
    private readonly probe: () => Promise<unknown>,
    private log: HealthLog = consoleLog,
  ) {}

  /** the product's logger, once the process has one (the database opens before the HTTP server) */
  useLog(log: HealthLog): void {
    this.log = log;
  }

  get up(): boolean {
    return this.downSince === null;
  }

  report(): DbHealthReport {
    return this.downSince === null
      ? { state: 'up', outages: this.outages }
      : { state: 'down', down_since: new Date(this.downSince).toISOString(), outages: this.outages };
  }

  /** a client met `err`; anything but a connection failure is the statement's business, not ours */
  failed(err: unknown): void {
    if (this.stopped || !isConnectionError(err) || this.downSince !== null) return;
    this.downSince = Date.now();
    this.outages++;
    this.probeDelay = PROBE_FIRST_MS;
    const { code, message } = err as { code?: string; message?: string };
    this.log.warn(
      { code, reason: message },
      'database unavailable: API answers 503 DB_UNAVAILABLE, the gateway serves from its snapshot and buffers call logs until it is back',
    );
    this.scheduleProbe();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.probeTimer);
  }

  private reached() {
    if (this.downSince === null) return;
    const downMs = Date.now() - this.downSince;
    this.downSince = null;
    clearTimeout(this.probeTimer);
    this.log.info({ downMs }, 'database reachable again');
  }

  private scheduleProbe() {
    if (this.stopped || this.downSince === null) return;
    clearTimeout(this.probeTimer);
    this.probeTimer = setTimeout(() => void this.runProbe(), this.probeDelay);
    this.probeTimer.unref();
    this.probeDelay = Math.min(PROBE_MAX_MS, this.probeDelay * 2);
  }

  private async runProbe() {
    this.probing ??= this.probe()
      .then(
        () => this.reached(),
        () => undefined,
      )
      .finally(() => {
        this.probing = undefined;
      });
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.probing,
      new Promise((r) => {
        timer = setTimeout(r, PROBE_TIMEOUT_MS);
      }),
    ]);
    clearTimeout(timer);
    this.scheduleProbe();
  }
}

const consoleLog: HealthLog = {
  info: (obj, msg) => console.log(msg, JSON.stringify(obj)),
  warn: (obj, msg) => console.warn(msg, JSON.stringify(obj)),
};
