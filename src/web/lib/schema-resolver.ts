import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for the domain schemas, typed by the form's own values. The schemas accept a little more than a
 * form sends (null or a missing key, for API clients), which zodResolver's types would otherwise reject.
 */
export function schemaResolver<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, unknown>,
): Resolver<Values, unknown, Output> {
  return zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>;
}
