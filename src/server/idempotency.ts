import 'server-only';
import { AppError } from './errors';

/**
 * The shop's one idempotency convention for money (docs/security.md): a request that moves money
 * carries a key, stored unique with what it made. The same key with the same request replays the
 * first answer; with another request it is this 422, so a client bug reusing keys never gets the
 * answer of a request it did not send.
 */
export function refuseReusedIdempotencyKey(firstUse: string): AppError {
  return new AppError('idempotency_key_reused', `This idempotency key was already used for ${firstUse}. Send a new key with a new request.`);
}
