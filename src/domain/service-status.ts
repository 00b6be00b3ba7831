import { z } from 'zod';

/** The health check's answer when the server and its database both respond (load balancers read the status). */
export const ServiceStatusSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });

/** The readiness check's answer when this instance may take traffic: its database answers and is migrated. */
export const ReadinessStatusSchema = z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
  pendingMigrations: z.literal(0),
});
