import { logger } from "./logger.server";

/** A background job started with the server: stopped with it, and run at once on demand (tests, flush). */
export interface PeriodicWork {
  /** Stops the timer, tells a run in progress to finish early (its signal), and waits for it. */
  stop: () => Promise<void>;
  /** Waits for a run in progress, then runs once more now instead of waiting for the next tick. */
  flush: () => Promise<void>;
}

/**
 * Runs `work` every `intervalMs`, one run at a time in this process: a tick that finds a run still
 * going does nothing. Other processes are kept apart by claims in the database, never by this
 * (docs/decisions/0048-many-processes.md). A failed run is logged and the next tick tries again.
 * The timer does not keep the process alive.
 */
export function startPeriodicWork(
  name: string,
  work: (signal: AbortSignal) => Promise<unknown>,
  { intervalMs, runAtStart = false }: { intervalMs: number; runAtStart?: boolean },
): PeriodicWork {
  let running: Promise<void> | null = null;
  const stopping = new AbortController();
  const tick = () => {
    running ??= work(stopping.signal)
      .then(() => undefined)
      .catch((error) => logger.error(`${name} failed`, { error: String(error) }))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopping.signal.aborted) void tick();
  }, intervalMs);
  timer.unref();
  if (runAtStart) void tick();
  return {
    stop: async () => {
      stopping.abort();
      clearInterval(timer);
      await running;
    },
    flush: async () => {
      await running;
      await tick();
    },
  };
}
