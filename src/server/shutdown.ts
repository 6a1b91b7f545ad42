/**
 * Stopping on SIGTERM and SIGINT, the way supervisors (systemd, Docker, Kubernetes) and terminals ask: the first
 * signal starts a graceful shutdown (stop accepting, finish what is in flight, write the buffered call logs), which
 * must end within `timeoutMs` or the process exits anyway with code 1; a second signal exits at once.
 */

export interface ShutdownLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * `npm run …` passes on the signal it receives, and a terminal's Ctrl-C or a supervisor's group kill reaches every
 * process of the group: one request to stop often arrives twice within milliseconds. A signal this soon after the
 * first is that same request, not a second one.
 */
const SAME_REQUEST_MS = 1000;

/** `sameRequestMs`: how long a repeat counts as the same request (SAME_REQUEST_MS; tests set their own) */
export function stopOnSignals(
  stop: (signal: NodeJS.Signals) => Promise<void>,
  opts: { timeoutMs: number; log: ShutdownLog; sameRequestMs?: number },
): void {
  const { log, timeoutMs, sameRequestMs = SAME_REQUEST_MS } = opts;
  let firstAt: number | undefined;
  const handle = (signal: NodeJS.Signals) => {
    if (firstAt === undefined) {
      firstAt = Date.now();
      log.info({ signal, timeoutMs }, 'shutting down');
      setTimeout(() => {
        log.error({ timeoutMs }, 'shutdown did not finish in time: exiting');
        process.exit(1);
      }, timeoutMs).unref();
      stop(signal).then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
      return;
    }
    if (Date.now() - firstAt < sameRequestMs) return;
    log.warn({ signal }, 'second signal: exiting without finishing the shutdown');
    process.exit(1);
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
