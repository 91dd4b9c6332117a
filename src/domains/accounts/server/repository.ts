import 'server-only';
import { getPrisma } from '@/server/db';

export function findUserCredentialsByEmail(email: string) {
  return getPrisma().user.findUnique({ where: { email }, select: { id: true, role: true, passwordHash: true } });
}

export function findUserProfileById(id: string) {
  return getPrisma().user.findUnique({
    where: { id },
    select: { role: true, firstName: true, lastName: true, email: true, phone: true, balanceCents: true, countryCode: true },
  });
}
