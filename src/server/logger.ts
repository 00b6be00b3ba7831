import pino, { type DestinationStream, type Logger } from 'pino';
import { loggableError, scrubText } from './db/loggable-error';

/** `destination` lets tests read what would be written; the server writes to stdout. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      // Never write credentials or session tokens to the log.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
      // Nor personal data: errors lose their query parameters and quoted values (loggable-error.ts), and no
      // request or response body is ever logged.
      serializers: { err: loggableError, error: loggableError },
      hooks: {
        // Messages may quote an address (better-auth's notices, mail errors).
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as typeof args,
          );
        },
      },
    },
    destination,
  );
}
