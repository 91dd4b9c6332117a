import { z } from 'zod';

/**
 * How long `npm start` keeps an idle client connection open. Node's default, 5 s, is shorter than
 * the idle timeout of the load balancers a shop sits behind (60 s on AWS and Google Cloud load
 * balancers and nginx's upstream keep-alive): when the server closes a connection the balancer is
 * just reusing, the visitor gets a 502. 65 s outlasts them.
 */
const keepAliveTimeoutSchema = z.coerce
  .number({ error: 'KEEP_ALIVE_TIMEOUT_MS must be a number of milliseconds' })
  .int('KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds')
  .min(1_000, 'KEEP_ALIVE_TIMEOUT_MS must be at least 1000 (1 s)')
  .max(3_600_000, 'KEEP_ALIVE_TIMEOUT_MS must be at most 3600000 (1 hour)')
  .default(65_000);

/** KEEP_ALIVE_TIMEOUT_MS read for `next start --keepAliveTimeout`; throws a message a person can act on. */
export function readKeepAliveTimeout(value: string | undefined): number {
  const parsed = keepAliveTimeoutSchema.safeParse(value === '' ? undefined : value);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'KEEP_ALIVE_TIMEOUT_MS is not valid');
  return parsed.data;
}
