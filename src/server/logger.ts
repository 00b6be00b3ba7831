import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    // Never write credentials or session tokens to the log.
    redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
  });
}
