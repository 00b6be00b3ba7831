import type { Logger } from 'pino';
import { createAuth, type Auth } from './auth/auth';
import { resolveAuthSecret } from './auth/secret';
import { openDatabase, type Database, type DatabaseConfig } from './db/client';
import { configuredOrigins, trustedOriginsFor } from './http/origin-check';
import { createMailer, type Mailer, type MailerOptions } from './mail/mailer';

export interface RuntimeOptions {
  database: DatabaseConfig;
  appUrl: string;
  trustedOrigins: string[];
  authSecret?: string;
  secureCookies: boolean;
  trustProxy: boolean;
  mail: MailerOptions;
  logger: Logger;
}

export interface Runtime {
  database: Database;
  auth: Auth;
  mailer: Mailer;
}

/**
 * Opens and migrates the database and builds the mailer and the auth instance on it: what the server, CLI
 * and tests share.
 */
export async function openRuntime(options: RuntimeOptions): Promise<Runtime> {
  const database = await openDatabase(options.database);
  try {
    await database.migrate();
    const origins = configuredOrigins(options.appUrl, options.trustedOrigins);
    const mailer = createMailer(options.mail);
    const auth = createAuth({
      db: database.db,
      secret: await resolveAuthSecret(database.db, options.authSecret),
      baseURL: options.appUrl,
      trustedOrigins: (request) => trustedOriginsFor(origins, request),
      secureCookies: options.secureCookies,
      ipAddressHeaders: options.trustProxy ? ['x-forwarded-for'] : [],
      mailer,
      logger: options.logger,
    });
    return { database, auth, mailer };
  } catch (error) {
    await database.close();
    throw error;
  }
}
