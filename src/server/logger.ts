import pino, { type DestinationStream, type Logger } from 'pino';
import { loggableError, scrubText } from './db/loggable-error';
import { withoutCredentials } from './log-redaction';
import { requestFields } from './observability/request-context';

/** Lines are held until this many bytes are waiting (about 25 request lines)... */
export const LOG_BATCH_BYTES = 4096;
/** ...or for at most this long, so a quiet server's lines still appear at once, to a person reading them. */
export const LOG_FLUSH_MS = 100;

/**
 * Standard output, written in batches. pino's default writes each line as it comes, one `fs.write` handed to
 * libuv's thread pool per request, which cost the API as much as several middlewares (docs/decisions/020). pino
 * writes what is still held when the process exits (its exit hook); a process killed outright loses at most
 * the last LOG_FLUSH_MS of lines.
 */
export function batchedDestination(dest: number | string = process.stdout.fd): DestinationStream {
  return pino.destination({ dest, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS, sync: false });
}

/** `destination` lets tests read what would be written; the server writes to stdout, in batches. */
export function createLogger(level: string, destination: DestinationStream = batchedDestination()): Logger {
  return pino(
    {
      level,
      base: undefined,
      // The request id on every line written while a request is answered, by whichever logger (request-context.ts).
      mixin: requestFields,
      // Never write credentials or session tokens to the log.
      formatters: { log: withoutCredentials },
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
