import 'server-only';
import * as z from 'zod/mini';

// The answer envelopes every area's admin routes share, written once for their operations.
export const message = z.object({ message: z.string() });
export const listOf = (row: z.ZodMiniType) => z.object({ data: z.array(row), total: z.int() });
export const one = (item: z.ZodMiniType) => z.object({ data: item });
