import { z } from 'zod';

export const loginSchema = z.object({
  email: z.email('Please enter a valid email').trim().toLowerCase(),
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** SPEC §3 admin profile, as GET /admin/me answers it. */
export const staffProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  balance: z.number().int(),
  country_code: z.string().nullable(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;
