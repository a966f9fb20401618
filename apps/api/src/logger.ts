import type { Env } from './env.ts';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

export type Logger = Record<Level, (event: string, fields?: Record<string, unknown>) => void>;

/** Field names whose values never reach a log line, at any depth. */
const secretField = /pass(word)?|secret|token|device_?key|authorization|cookie|credential/i;

/**
 * An e-mail address anywhere in a text (an SMTP server's refusal, a database's duplicate key): no log line keeps
 * one, since a log outlives the person it would name. Who is meant is told by an account id or a keyed tag.
 */
const emailAddress = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;

function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(emailAddress, '[e-mail]');
  if (depth > 5 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      secretField.test(key) ? '[redacted]' : redact(inner, depth + 1),
    ]),
  );
}

/** One JSON object per line on stdout (stderr for warnings and errors), ready for any log collector. */
export function createLogger(threshold: Env['LOG_LEVEL']): Logger {
  const write =
    (level: Level) =>
    (event: string, fields: Record<string, unknown> = {}) => {
      if (levels[level] < levels[threshold]) return;
      const line = JSON.stringify({
        time: new Date().toISOString(),
        level,
        event,
        ...(redact(fields) as object),
      });
      (levels[level] >= levels.warn ? process.stderr : process.stdout).write(`${line}\n`);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/**
 * An error as a log shows it: its kind, message and cause, without the query parameters that database
 * errors carry in their message (they may hold what a user typed).
 */
export function describeError(error: unknown, depth = 0): Record<string, unknown> | string {
  if (!(error instanceof Error)) return String(error);
  const message = error.message.split('\nparams:')[0]?.slice(0, 500);
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: describeError(error.cause, depth + 1) } : {}),
  };
}
