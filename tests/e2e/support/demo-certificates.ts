import { deriveDemoCertificateNumber } from '../../../prisma/seed/build-accounts';

/**
 * The suite's servers seed with SEED_CERTIFICATE_SOURCE set to this (playwright.config.ts, and
 * .ci/run's seed of the PostgreSQL run), so a spec can work out a demo certificate's number;
 * any other install draws random ones.
 */
export const E2E_CERTIFICATE_SOURCE = 'e2e-demo-certificates';

/** The number of the demo seed's certificate `key` (prisma/seed/build-accounts.ts). */
export function readSeededCertificate(key: string): string {
  return deriveDemoCertificateNumber(E2E_CERTIFICATE_SOURCE, key);
}
