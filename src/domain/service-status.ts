import { z } from 'zod';

/** The health check's answer when the server and its database both respond (load balancers read the status). */
export const ServiceStatusSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });
