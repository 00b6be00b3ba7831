import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../../domain/accounts/password-rules';
import { createAdmin } from '../modules/accounts';
import { openCliRuntime } from './cli-runtime';

const ArgsSchema = z.object({
  email: z.email('--email must be an email address').transform((email) => email.toLowerCase()),
  // Checked before the database is opened; the common-password rule runs in createAdmin.
  password: z
    .string()
    .min(
      ADMIN_PASSWORD_MIN_LENGTH,
      `--password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters (the admin minimum)`,
    ),
});

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const args = ArgsSchema.safeParse(values);
  if (!args.success) {
    console.error(args.error.issues.map((issue) => issue.message).join('\n'));
    console.error('usage: npm run create-admin -- --email <email> --password <password>');
    process.exit(2);
  }
  const runtime = await openCliRuntime();
  try {
    const { created } = await createAdmin(runtime, args.data.email, args.data.password);
    console.log(
      `${created ? 'Created' : 'Promoted'} ${args.data.email} as an admin (${runtime.database.kind}).`,
    );
  } finally {
    await runtime.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
