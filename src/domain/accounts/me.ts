import { z } from 'zod';
import { ProfileSchema } from './profile.schema';

/** The signed-in user as the web needs it: identity, role and profile (null when no profile row exists). */
export const MeSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      /** better-auth's role field: 'admin', or 'user' for everyone else. */
      role: z.string(),
      twoFactorEnabled: z.boolean(),
      /** Whether the address is confirmed: needed before money moves or anyone is contacted (decision 063). */
      emailVerified: z.boolean(),
      /** The console asks an admin for a longer password first (docs/decisions/012). */
      passwordChangeRequired: z.boolean(),
    }),
    profile: ProfileSchema.nullable(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;

/** Who is signed in, for every page's navigation: a visitor is `me: null`, not an error. */
export const SessionViewSchema = z.object({ me: MeSchema.nullable() });
