import pino, { type DestinationStream, type Logger } from "pino";
import { currentRequestId } from "./request-context.server.ts";

type LogLevel = "silent" | "error" | "info" | "debug";

/** Values that must never reach a log line, wherever they appear in the details. */
const REDACTED_PATHS = [
  "password",
  "*.password",
  "newPassword",
  "*.newPassword",
  "cookie",
  "*.cookie",
  "headers.cookie",
  "headers.authorization",
  "authorization",
  "*.authorization",
  "set-cookie",
  "*.set-cookie",
  "token",
  "*.token",
];

function configuredLevel(): LogLevel {
  const configured = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "error" : "info");
  return (["silent", "error", "info", "debug"] as const).find((level) => level === configured) ?? "info";
}

/**
 * Campus's one logger: a JSON object per line (pino) with time, level, msg and the id of the
 * request the line belongs to. Tests pass their own destination to read the lines back.
 */
export function createLogger(destination?: DestinationStream, level: LogLevel = configuredLevel()): Logger {
  return pino(
    {
      level,
      // The process id tells the lines of one worker from another under WEB_CONCURRENCY (decision 0048).
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    // Synchronous: a line is out before a crash or exit; one short write per line costs microseconds.
    destination ?? pino.destination({ fd: 1, sync: true }),
  );
}

let shared: Logger | undefined;

/** The process-wide logger, created on first use (so LOG_LEVEL set by a test or the shell counts). */
export function getLogger(): Logger {
  shared ??= createLogger();
  return shared;
}

/** The message first, then details: the shape the app's call sites use. */
export const logger = {
  error: (message: string, details?: Record<string, unknown>) => getLogger().error(details ?? {}, message),
  info: (message: string, details?: Record<string, unknown>) => getLogger().info(details ?? {}, message),
  debug: (message: string, details?: Record<string, unknown>) => getLogger().debug(details ?? {}, message),
};
