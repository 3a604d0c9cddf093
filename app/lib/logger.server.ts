type LogLevel = "error" | "info" | "debug";
const LEVEL_ORDER: Record<LogLevel | "silent", number> = { silent: 0, error: 1, info: 2, debug: 3 };

function currentLevel(): number {
  const configured = (process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "error" : "info")) as LogLevel;
  return LEVEL_ORDER[configured] ?? LEVEL_ORDER.info;
}

function write(level: LogLevel, message: string, details?: Record<string, unknown>) {
  if (LEVEL_ORDER[level] > currentLevel()) return;
  const line = details ? `${message} ${JSON.stringify(details)}` : message;
  const stream = level === "error" ? process.stderr : process.stdout;
  stream.write(`${new Date().toISOString()} ${level.toUpperCase()} ${line}\n`);
}

/** One line per event, readable in a terminal and greppable in CI logs. */
export const logger = {
  error: (message: string, details?: Record<string, unknown>) => write("error", message, details),
  info: (message: string, details?: Record<string, unknown>) => write("info", message, details),
  debug: (message: string, details?: Record<string, unknown>) => write("debug", message, details),
};
