import * as z from 'zod/mini';

/**
 * The key a money-moving form sends with its request (docs/security.md, idempotency): made once
 * per form view with `crypto.randomUUID()`, so a double click or a retry replays the first answer.
 */
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));
