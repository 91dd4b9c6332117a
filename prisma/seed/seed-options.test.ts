import { describe, expect, it } from 'vitest';
import { getDevelopmentCertificateKeys } from '../../src/lib/certificate-keys';
import { buildDemoAccounts, deriveDemoCertificateNumber } from './build-accounts';
import { buildDemoCatalogue } from './build-catalogue';
import { createImageCollector } from './images';
import { readDemoSeedOptionsFromEnv } from './seed-options';

const README_PASSWORDS = ['Staff-Passw0rd!', 'Editor-Passw0rd!', 'Customer-Passw0rd!'];

describe('the demo seed settings', () => {
  it("give a development install the README's logins", () => {
    const { options, generatedStaffPassword } = readDemoSeedOptionsFromEnv({}, { production: false });
    expect([options.staff.password, options.editor?.password, options.customer.password]).toEqual(README_PASSWORDS);
    expect(options.staff.email).toBe('staff@example.com');
    expect(generatedStaffPassword).toBeNull();
  });

  it('never give a production install a password it did not make up or receive', () => {
    const first = readDemoSeedOptionsFromEnv({}, { production: true });
    const second = readDemoSeedOptionsFromEnv({}, { production: true });
    // The manager's password is made up for this install and printed once.
    expect(first.generatedStaffPassword).toMatch(/^[\w-]{24}$/);
    expect(first.options.staff.password).toBe(first.generatedStaffPassword);
    expect(second.generatedStaffPassword).not.toBe(first.generatedStaffPassword);
    // No editor at all, and a demo customer whose password nobody is told.
    expect(first.options.editor).toBeUndefined();
    expect(README_PASSWORDS).not.toContain(first.options.customer.password);
    expect(second.options.customer.password).not.toBe(first.options.customer.password);
  });

  it('use the SEED_* passwords a production install is given, and print none', () => {
    const env = { SEED_STAFF_EMAIL: 'owner@shop.test', SEED_STAFF_PASSWORD: 'Chosen-by-owner-1', SEED_EDITOR_PASSWORD: 'Editor-chosen-2', SEED_CUSTOMER_PASSWORD: 'Demo-chosen-3' };
    const { options, generatedStaffPassword } = readDemoSeedOptionsFromEnv(env, { production: true });
    expect(options.staff).toEqual({ email: 'owner@shop.test', password: 'Chosen-by-owner-1' });
    expect(options.editor).toEqual({ email: 'editor@example.com', password: 'Editor-chosen-2' });
    expect(options.customer.password).toBe('Demo-chosen-3');
    expect(generatedStaffPassword).toBeNull();
  });
});

describe('the demo certificates', () => {
  it('differ from one install to the next', () => {
    const catalogue = buildDemoCatalogue(createImageCollector());
    const input = {
      staff: { email: 'staff@example.com', passwordHash: 'hash' },
      customer: { email: 'customer@example.com', passwordHash: 'hash' },
      certificateKeys: getDevelopmentCertificateKeys(),
    };
    const first = buildDemoAccounts(catalogue, input).issuedCertificateNumbers;
    const second = buildDemoAccounts(catalogue, input).issuedCertificateNumbers;
    expect(first).toHaveLength(second.length);
    expect(first.every((number) => !second.includes(number))).toBe(true);
  });

  it("follow a test's SEED_CERTIFICATE_SOURCE, so a spec can type one", () => {
    const catalogue = buildDemoCatalogue(createImageCollector());
    const input = {
      staff: { email: 'staff@example.com', passwordHash: 'hash' },
      customer: { email: 'customer@example.com', passwordHash: 'hash' },
      certificateKeys: getDevelopmentCertificateKeys(),
      certificateSource: 'spec',
    };
    const numbers = buildDemoAccounts(catalogue, input).issuedCertificateNumbers;
    expect(buildDemoAccounts(catalogue, input).issuedCertificateNumbers).toEqual(numbers);
    expect(numbers).toContain(deriveDemoCertificateNumber('spec', 'issued-adrenaline-for-customer'));
    expect(readDemoSeedOptionsFromEnv({ SEED_CERTIFICATE_SOURCE: 'spec' }, { production: true }).options.certificateSource).toBe('spec');
  });
});
