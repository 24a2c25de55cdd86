// One JSON line per event, for CloudWatch Logs Insights. Callers pass only safe fields: never a
// password, a token, a cookie or a request body.

export type LogFields = Record<string, unknown>;

export interface Logger {
  info(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

// LOG_LEVEL: info (default), error (only failures: test runs), silent.
const LEVELS = { info: 0, error: 1, silent: 2 } as const;
const threshold = LEVELS[(process.env.LOG_LEVEL ?? 'info') as keyof typeof LEVELS] ?? LEVELS.info;

function write(level: 'info' | 'error', base: LogFields, message: string, fields: LogFields = {}): void {
  if (LEVELS[level] < threshold) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg: message, ...base, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

export function createLogger(base: LogFields): Logger {
  return {
    info: (message, fields) => write('info', base, message, fields),
    error: (message, fields) => write('error', base, message, fields),
  };
}
