import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { byRunSize } from '../../support/stress-scale';
import { callServerAction, findServerAction, readActionResult } from '../support/server-actions';
import { getStaffAuthorization } from '../support/staff-session';
import { readSeededCertificate } from '../support/demo-certificates';

/**
 * Issue 12: concurrent activations of ONE certificate through the running production server,
 * each a guest with their own e-mail and address, all at once: exactly one succeeds, every other
 * is refused as already activated (409 in the shop's error codes; a server action answers it in
 * its result), none fails with a 5xx, and the ledger has exactly one credit for it.
 */
const ACTIVATIONS = byRunSize(50, 500);

test(`exactly one of ${ACTIVATIONS} concurrent activations of one certificate succeeds, with one ledger credit`, async ({ request }) => {
  test.setTimeout(byRunSize(120_000, 900_000));
  const certificate = readSeededCertificate('issued-adrenaline-for-customer');
  const last4 = certificate.replaceAll('-', '').slice(-4);
  const action = findServerAction('activateVoucherAction');
  const run = randomUUID().slice(0, 8);
  const emailOf = (index: number) => `race-${run}-${index}@example.com`;

  const responses = await Promise.all(
    Array.from({ length: ACTIVATIONS }, (_, index) =>
      callServerAction(
        request,
        action,
        [
          {
            firstName: 'Race',
            lastName: `Runner ${index}`,
            phoneNumber: '+16045550142',
            email: emailOf(index),
            confirmEmail: emailOf(index),
            certificateNumber: certificate,
            preferedDate: '',
            preferedTime: '',
            additionalComment: '',
            password: 'Race-Passw0rd!',
          },
          randomUUID(),
        ],
        { 'x-forwarded-for': `198.19.${index >> 8}.${index & 255}` },
      ),
    ),
  );
  expect(responses.filter((response) => response.status() >= 500).map((response) => response.status())).toEqual([]);
  const results = await Promise.all(responses.map(readActionResult));
  const winners = results.flatMap((result, index) => (result?.ok ? [index] : []));
  expect(winners).toHaveLength(1);
  expect(results.filter((result) => !result?.ok).map((result) => result?.code)).toEqual(Array(ACTIVATIONS - 1).fill('certificate_already_activated'));

  // The books, as staff see them: the voucher activated once, by the winner, whose ledger has one credit for it.
  const staff = await getStaffAuthorization(request);
  const vouchers = (await (await request.get(`/api/admin/vouchers?search=${last4}`, { headers: staff })).json()) as { data: { id: string; certificateLast4: string }[] };
  const voucherId = vouchers.data.find((row) => row.certificateLast4 === last4)?.id;
  const voucher = (await (await request.get(`/api/admin/vouchers/${voucherId}`, { headers: staff })).json()) as {
    data: { status: string; valueCents: number; events: { kind: string }[] };
  };
  expect(voucher.data.status).toBe('ACTIVATED');
  expect(voucher.data.events.filter((event) => event.kind === 'ACTIVATED')).toHaveLength(1);

  const accounts = (await (await request.get(`/api/admin/users?search=race-${run}`, { headers: staff })).json()) as { data: { id: string; email: string }[]; total: number };
  expect(accounts.data.map((account) => account.email)).toEqual([emailOf(winners[0]!)]);
  const winner = (await (await request.get(`/api/admin/users/${accounts.data[0]!.id}`, { headers: staff })).json()) as {
    data: { profile: { balanceCents: number }; ledger: { entries: { kind: string; amountCents: number; certificateLast4: string | null }[] } };
  };
  expect(winner.data.ledger.entries).toEqual([expect.objectContaining({ kind: 'VOUCHER_ACTIVATION', amountCents: voucher.data.valueCents, certificateLast4: last4 })]);
  expect(winner.data.profile.balanceCents).toBe(voucher.data.valueCents);
});
