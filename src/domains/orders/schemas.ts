// zod/mini: the browser reads the cart back with this on every page, and the full zod API
// weighs ~30 kB gzipped there (docs/performance.md, R4).
import * as z from 'zod/mini';

// ── Cart ──

/** SPEC §3 cart item: one line as the browser keeps it and as checkout will receive it. */
export const cartItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string(),
  /** Cents, tax included. */
  price: z.int().check(z.nonnegative()),
  image: z.nullable(z.object({ uri: z.string() })),
  tourGradeCode: z.optional(z.string()),
  /** Local date of the experience, YYYY-MM-DD. */
  travelDate: z.optional(z.string()),
  ageBandsCount: z.optional(z.array(z.object({ ageBandCode: z.string(), count: z.int().check(z.nonnegative()) }))),
  maxTravelersCount: z.optional(z.int().check(z.positive())),
  provider: z.nullable(z.string()),
});
export type CartItem = z.infer<typeof cartItemSchema>;
