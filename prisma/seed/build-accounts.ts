import { randomInt } from 'node:crypto';
import type { Prisma } from '../../src/generated/prisma/client';
import { BalanceEntryKind, CouponKind, UserRole, VoucherStatus } from '../../src/generated/prisma/enums';
import type { DemoCatalogue } from './build-catalogue';
import { generateCertificateNumber, sealCertificateNumber } from '../../src/domains/vouchers/lib/certificate-code';
import type { CertificateKeys } from '../../src/lib/certificate-keys';
import { createDemoId, createRandom } from './random';

export interface DemoAccountInput {
  staff: { email: string; passwordHash: string };
  editor?: { email: string; passwordHash: string };
  customer: { email: string; passwordHash: string };
  certificateKeys: CertificateKeys;
  /** Tests only (SEED_CERTIFICATE_SOURCE): the demo numbers follow from it, so a spec can type one. */
  certificateSource?: string;
}

export interface DemoAccounts {
  users: Prisma.UserCreateManyInput[];
  vouchers: Prisma.VoucherCreateManyInput[];
  balanceEntries: Prisma.BalanceEntryCreateManyInput[];
  coupons: Prisma.CouponCreateManyInput[];
  staffId: string;
  /** Issued, not yet activated: handy for trying the activation form (the database keeps only their hashes). */
  issuedCertificateNumbers: string[];
}

interface DemoVoucher {
  key: string;
  productSlug: string;
  purchasedByCustomer?: true;
  /** 'customer': sent to the demo customer, who can activate it. */
  recipient?: { name: string; email: string } | 'customer';
  giftMessage?: string;
  deliveredAt?: string;
}

const issuedVouchers: readonly DemoVoucher[] = [
  {
    key: 'issued-foodie-for-jordan',
    productSlug: 'foodie-adventure-gift',
    purchasedByCustomer: true,
    recipient: { name: 'Jordan Lee', email: 'jordan.lee@example.com' },
    giftMessage: 'Happy birthday, Jordan! Pick a city and eat your way through it.',
    deliveredAt: '2026-11-20T13:00:00Z',
  },
  {
    key: 'issued-adrenaline-for-customer',
    productSlug: 'adrenaline-rush-gift',
    recipient: 'customer',
    giftMessage: 'You deserve a thrill. Love, Mom',
    deliveredAt: '2026-11-18T15:00:00Z',
  },
  { key: 'issued-printed-gift-card', productSlug: 'gift-card-100' },
  // Checked on the public voucher check, then activated from it (tests/e2e/storefront/voucher-check.spec.ts).
  { key: 'issued-for-voucher-check', productSlug: 'gift-card-100' },
];

const activatedVoucher = {
  key: 'activated-by-customer',
  productSlug: 'gift-card-150',
  giftMessage: 'For your next adventure. Cheers, Sam',
  deliveredAt: '2026-10-01T14:00:00Z',
  activatedAt: '2026-10-03T18:30:00Z',
} as const;

const customerProfile = { firstName: 'Alex', lastName: 'Martin', phone: '+16045550142' } as const;

/** The demo certificate `key` of an install seeded with SEED_CERTIFICATE_SOURCE=`source`. */
export function deriveDemoCertificateNumber(source: string, key: string): string {
  const random = createRandom(`${source}:voucher:${key}`);
  return generateCertificateNumber((size) => random.int(0, size - 1));
}

/**
 * A certificate number is money: each install gets its own, drawn like the shop's own (the seed
 * prints the unactivated ones). Only a test's seed, given a source, makes numbers it can work out.
 */
function createDemoCertificateNumber(key: string, source: string | undefined): string {
  return source === undefined ? generateCertificateNumber((size) => randomInt(size)) : deriveDemoCertificateNumber(source, key);
}

export function buildDemoAccounts(catalogue: DemoCatalogue, input: DemoAccountInput): DemoAccounts {
  const staffId = createDemoId('user:staff');
  const customerId = createDemoId('user:customer');
  const customerEmail = input.customer.email.toLowerCase();

  const customerName = `${customerProfile.firstName} ${customerProfile.lastName}`;
  const getGiftOrThrow = (slug: string) => {
    const product = catalogue.productBySlug.get(slug);
    if (!product) throw new Error(`Unknown demo gift "${slug}"`);
    return product;
  };

  const issued = issuedVouchers.map((voucher) => ({ voucher, certificateNumber: createDemoCertificateNumber(voucher.key, input.certificateSource) }));
  const vouchers: Prisma.VoucherCreateManyInput[] = issued.map(({ voucher, certificateNumber }) => {
    const product = getGiftOrThrow(voucher.productSlug);
    const recipient = voucher.recipient === 'customer' ? { name: customerName, email: customerEmail } : voucher.recipient;
    return {
      id: createDemoId(`voucher:${voucher.key}`),
      ...sealCertificateNumber(certificateNumber, input.certificateKeys),
      valueCents: product.priceCents,
      status: VoucherStatus.ISSUED,
      productId: product.id,
      purchaserId: voucher.purchasedByCustomer ? customerId : null,
      recipientName: recipient?.name ?? null,
      recipientEmail: recipient?.email ?? null,
      giftMessage: voucher.giftMessage ?? null,
      deliverAt: voucher.deliveredAt ? new Date(voucher.deliveredAt) : null,
      deliveredAt: voucher.deliveredAt ? new Date(voucher.deliveredAt) : null,
    };
  });

  const activatedProduct = getGiftOrThrow(activatedVoucher.productSlug);
  const activatedId = createDemoId(`voucher:${activatedVoucher.key}`);
  const activatedCertificate = sealCertificateNumber(createDemoCertificateNumber(activatedVoucher.key, input.certificateSource), input.certificateKeys);
  const activatedAt = new Date(activatedVoucher.activatedAt);
  vouchers.push({
    id: activatedId,
    ...activatedCertificate,
    valueCents: activatedProduct.priceCents,
    status: VoucherStatus.ACTIVATED,
    productId: activatedProduct.id,
    recipientName: customerName,
    recipientEmail: customerEmail,
    giftMessage: activatedVoucher.giftMessage,
    deliverAt: new Date(activatedVoucher.deliveredAt),
    deliveredAt: new Date(activatedVoucher.deliveredAt),
    activatedById: customerId,
    activatedAt,
    activationFirstName: customerProfile.firstName,
    activationLastName: customerProfile.lastName,
    activationPhone: customerProfile.phone,
    activationEmail: customerEmail,
    preferredDate: new Date('2026-12-12T00:00:00Z'),
    preferredTime: '10:00',
    createdAt: new Date(activatedVoucher.deliveredAt),
  });

  const balanceEntries: Prisma.BalanceEntryCreateManyInput[] = [
    {
      id: createDemoId('balance-entry:activation'),
      userId: customerId,
      kind: BalanceEntryKind.VOUCHER_ACTIVATION,
      amountCents: activatedProduct.priceCents,
      balanceAfterCents: activatedProduct.priceCents,
      idempotencyKey: `voucher-activation:${activatedId}`,
      // What the customer sees in the ledger; the number itself is never stored in plain text.
      reference: `Certificate ending ${activatedCertificate.certificateLast4}`,
      voucherId: activatedId,
      createdAt: activatedAt,
    },
  ];
  // The cached balance is the ledger sum (house rule 7).
  const customerBalanceCents = balanceEntries.reduce((sum, entry) => sum + entry.amountCents, 0);

  return {
    users: [
      {
        id: staffId,
        role: UserRole.MANAGER,
        email: input.staff.email.toLowerCase(),
        firstName: 'Sam',
        lastName: 'Tremblay',
        phone: '+14165550100',
        countryCode: 'CA',
        passwordHash: input.staff.passwordHash,
      },
      ...(input.editor
        ? [
            {
              id: createDemoId('user:editor'),
              role: UserRole.EDITOR,
              email: input.editor.email.toLowerCase(),
              firstName: 'Élise',
              lastName: 'Gagnon',
              countryCode: 'CA',
              passwordHash: input.editor.passwordHash,
            },
          ]
        : []),
      {
        id: customerId,
        role: UserRole.CUSTOMER,
        email: customerEmail,
        ...customerProfile,
        countryCode: 'CA',
        passwordHash: input.customer.passwordHash,
        balanceCents: customerBalanceCents,
      },
    ],
    vouchers,
    balanceEntries,
    coupons: [
      { id: createDemoId('coupon:WELCOME10'), code: 'WELCOME10', kind: CouponKind.PERCENT, percentBasisPoints: 1000, active: true },
      {
        id: createDemoId('coupon:GIFT25'),
        code: 'GIFT25',
        kind: CouponKind.AMOUNT,
        amountCents: 2500,
        validFrom: new Date('2026-01-01T00:00:00Z'),
        validUntil: new Date('2027-12-31T23:59:59Z'),
        maxRedemptions: 500,
        active: true,
      },
      // Already expired: shows the "wrong coupon" dialog.
      {
        id: createDemoId('coupon:SUMMER15'),
        code: 'SUMMER15',
        kind: CouponKind.PERCENT,
        percentBasisPoints: 1500,
        validFrom: new Date('2026-06-01T00:00:00Z'),
        validUntil: new Date('2026-08-31T23:59:59Z'),
        active: true,
      },
    ],
    staffId,
    issuedCertificateNumbers: issued.map((entry) => entry.certificateNumber),
  };
}
