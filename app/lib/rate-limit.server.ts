interface Window {
  count: number;
  resetsAt: number;
}

export interface RateLimiter {
  /** Counts one attempt for the key; false when the key has used up its attempts in this window. */
  hit: (key: string, now?: number) => { allowed: boolean; retryAfterSeconds: number };
  isBlocked: (key: string, now?: number) => boolean;
  reset: (key: string) => void;
}

/**
 * A fixed-window counter kept in memory. Campus runs as one process, so memory is enough;
 * a restart forgets the counts, which errs on the side of letting people in.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const windows = new Map<string, Window>();
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    if (!window || window.resetsAt <= now) return undefined;
    return window;
  };
  const sweep = (now: number) => {
    if (windows.size < 10_000) return;
    for (const [key, window] of windows) if (window.resetsAt <= now) windows.delete(key);
  };
  return {
    hit: (key, now = Date.now()) => {
      sweep(now);
      const window = current(key, now) ?? { count: 0, resetsAt: now + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { allowed: window.count <= limit, retryAfterSeconds: Math.ceil((window.resetsAt - now) / 1000) };
    },
    isBlocked: (key, now = Date.now()) => (current(key, now)?.count ?? 0) >= limit,
    reset: (key) => windows.delete(key),
  };
}
