import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { RealtyProviderViewSchema } from '../../../../domain/property/property';
import type { Db } from '../../../db/client';
import type { AppEnv } from '../../../http/app-env';
import { jsonBody } from '../../../http/openapi-responses';
import { listProviders } from './providers.service';

export function providersRoutes({ db }: { db: Db }) {
  return new Hono<AppEnv>().get(
    '/realty-providers',
    describeRoute({
      tags: ['real estate'],
      summary: 'The active realty providers with their application fee',
      responses: {
        200: jsonBody('The providers', z.object({ providers: z.array(RealtyProviderViewSchema) })),
      },
    }),
    async (c) => c.json({ providers: await listProviders(db) }),
  );
}
