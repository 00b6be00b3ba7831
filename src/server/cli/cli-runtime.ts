import { databaseConfig } from '../db/client';
import { appUrl, mailOptions, readEnv, type Env } from '../env';
import { createLogger } from '../logger';
import { openRuntime, type Runtime } from '../runtime';

/** The runtime a command-line tool opens on the server's data (DATA_DIR or DATABASE_URL), without scheduled work. */
export function openCliRuntime(env: Env = readEnv()): Promise<Runtime> {
  return openRuntime({
    database: databaseConfig(env),
    appUrl: appUrl(env),
    trustedOrigins: env.TRUSTED_ORIGINS,
    authSecret: env.BETTER_AUTH_SECRET,
    secureCookies: false,
    trustProxy: false,
    mail: mailOptions(env),
    logger: createLogger(env.LOG_LEVEL),
  });
}
