import type { Logger } from 'pino';
import type { AuthSession } from '../auth/auth';

/** What middleware puts on the Hono context for the handlers after it. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    session: AuthSession;
  };
}
