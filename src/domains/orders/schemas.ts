import { z } from 'zod';

// ── Cart ──

/** SPEC §3 cart item: one line as the browser keeps it and as checkout will receive it. */
export const cartItemSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  /** Cents, tax included. */
  price: z.number().int().nonnegative(),
  image: z.object({ uri: z.string() }).nullable(),
  tourGradeCode: z.string().optional(),
  /** Local date of the experience, YYYY-MM-DD. */
  travelDate: z.string().optional(),
  ageBandsCount: z.array(z.object({ ageBandCode: z.string(), count: z.number().int().nonnegative() })).optional(),
  maxTravelersCount: z.number().int().positive().optional(),
  provider: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
