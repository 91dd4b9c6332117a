import 'server-only';
import * as z from 'zod/mini';

// The answer envelopes every area's admin routes share, written once for their operations.
export const message = z.object({ message: z.string() });
export const listOf = (row: z.ZodMiniType) => z.object({ data: z.array(row), total: z.int() });
/** A list that counts up to 10,000 rows (src/lib/page-window.ts): `totalCapped` says there are more than `total`. */
export const cappedListOf = (row: z.ZodMiniType) => z.object({ data: z.array(row), total: z.int(), totalCapped: z.boolean() });
export const one = (item: z.ZodMiniType) => z.object({ data: item });
