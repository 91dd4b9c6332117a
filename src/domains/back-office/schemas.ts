import { z } from 'zod';

const localDate = (message: string) => z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, message);
const count = z.number().int().min(0);

/** GET /api/admin/dashboard: each area's figures, "today" and "this month" on the shop's clock (Toronto). */
export const dashboardSchema = z.object({
  timeZone: z.string(),
  date: z.string(),
  sales: z.object({
    today: z.object({ orders: count, revenueCents: z.number().int() }),
    month: z.object({ orders: count, revenueCents: z.number().int() }),
  }),
  vouchers: z.object({
    today: z.object({ sold: count, activated: count }),
    month: z.object({ sold: count, activated: count }),
  }),
  bookingRequests: z.object({ pending: count, oldestRequestedAt: z.iso.datetime().nullable(), oldestWaitingHours: count.nullable() }),
  /** What the shop owes: vouchers issued and not activated, plus customer balances (neither expires). */
  liability: z.object({
    vouchers: z.object({ count, valueCents: z.number().int() }),
    balances: z.object({ customers: count, balanceCents: z.number().int() }),
    totalCents: z.number().int(),
  }),
  subscribers: z.object({
    total: count,
    thisMonth: count,
    newest: z.array(z.object({ id: z.string(), email: z.string(), subscribedAt: z.iso.datetime() })),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

const listNumber = (fallback: number, max: number, message: string) => z.coerce.number(message).int(message).min(1, message).max(max, message).default(fallback);
const filterText = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters`).optional();

/**
 * GET /api/admin/audit-log: who (`staff`, a staff member's id), what (`entity_type`, `action`),
 * when (`from`, `to`: the shop's local days, both included), `search` (an entity's id), `page`, `per_page`.
 */
export const auditLogListParamsSchema = z
  .object({
    staff: filterText(64),
    entity_type: filterText(64),
    action: filterText(100),
    search: filterText(100),
    from: localDate('Give the first day as YYYY-MM-DD').optional(),
    to: localDate('Give the last day as YYYY-MM-DD').optional(),
    page: listNumber(1, 10_000, 'The page is a whole number from 1'),
    per_page: listNumber(50, 100, 'per_page is a whole number from 1 to 100'),
  })
  .refine((params) => !params.from || !params.to || params.from <= params.to, { path: ['to'], message: 'The last day cannot come before the first' });
export type AuditLogListParams = z.output<typeof auditLogListParamsSchema>;

export const auditLogRowSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** Null when the staff member's account was removed since. */
  staff: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  data: z.json().nullable(),
});
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;

/** GET /api/admin/audit-log/filters: what the filters can choose from. */
export const auditLogFiltersSchema = z.object({
  staff: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  entityTypes: z.array(z.string()),
  actions: z.array(z.string()),
});
export type AuditLogFilters = z.infer<typeof auditLogFiltersSchema>;
