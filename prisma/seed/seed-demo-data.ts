import type { PrismaClient } from '../../src/generated/prisma/client';
import { ProductKind } from '../../src/generated/prisma/enums';
import { hashPassword } from '../../src/domains/accounts/lib/password';
import { getDevelopmentCertificateKeys, type CertificateKeys } from '../../src/lib/certificate-keys';
import { buildDemoAccounts } from './build-accounts';
import { buildDemoCatalogue } from './build-catalogue';
import { buildDemoContent } from './build-content';
import { buildDemoDesigns } from './build-designs';
import { buildDemoFrench } from './build-french';
import { buildDemoReviews } from './build-reviews';
import { createImageCollector, generateDemoImages } from './images';
import { createDemoId } from './random';

export interface DemoSeedOptions {
  uploadsDir: string;
  staff: { email: string; password: string };
  /** A staff member with the editor role (catalogue and content only). */
  editor?: { email: string; password: string };
  customer: { email: string; password: string };
  /** The app's keys (readDemoSeedOptionsFromEnv); tests and the bench run with the development ones. */
  certificateKeys?: CertificateKeys;
  /** Tests only: demo certificate numbers a spec can work out (deriveDemoCertificateNumber); else random. */
  certificateSource?: string;
}

export interface DemoSeedCounts {
  experiences: number;
  giftVouchers: number;
  tags: number;
  landings: number;
  posts: number;
  images: number;
  users: number;
  vouchers: number;
  coupons: number;
}

export type DemoSeedResult =
  | { seeded: false }
  | { seeded: true; counts: DemoSeedCounts; issuedCertificateNumbers: string[] };

/**
 * Fills an empty database with a deterministic demo shop and writes its pictures to
 * `<uploadsDir>/demo/`. Does nothing when any product or user exists, so restarting keeps
 * whatever staff changed.
 */
export async function seedDemoData(prisma: PrismaClient, options: DemoSeedOptions): Promise<DemoSeedResult> {
  if (await hasProductsOrUsers(prisma)) return { seeded: false };

  const [staffHash, customerHash, editorHash] = await Promise.all([
    hashPassword(options.staff.password),
    hashPassword(options.customer.password),
    options.editor ? hashPassword(options.editor.password) : undefined,
  ]);
  const images = createImageCollector();
  const catalogue = buildDemoCatalogue(images);
  const accounts = buildDemoAccounts(catalogue, {
    staff: { email: options.staff.email, passwordHash: staffHash },
    editor: options.editor && editorHash ? { email: options.editor.email, passwordHash: editorHash } : undefined,
    customer: { email: options.customer.email, passwordHash: customerHash },
    certificateKeys: options.certificateKeys ?? getDevelopmentCertificateKeys(),
    certificateSource: options.certificateSource,
  });
  const content = buildDemoContent(catalogue, images, accounts.staffId);
  const french = buildDemoFrench(catalogue);
  const designs = buildDemoDesigns(catalogue, images);
  // Before the products are inserted: it sets their cached rating totals.
  const demoReviews = buildDemoReviews(catalogue);
  const imageSpecs = images.list();

  // Pictures render on sharp's threads while the rows are inserted.
  const generating = generateDemoImages(options.uploadsDir, imageSpecs);
  // Awaited inside the transaction; this only keeps an earlier database error from
  // leaving the rejection unhandled.
  generating.catch(() => undefined);

  await prisma.$transaction(
    async (tx) => {
      await tx.provider.createMany({ data: catalogue.providers });
      await tx.tag.createMany({ data: catalogue.tags });
      await tx.product.createMany({ data: catalogue.products });
      await tx.productImage.createMany({ data: catalogue.productImages });
      await tx.tourGrade.createMany({ data: catalogue.tourGrades });
      await tx.ageBand.createMany({ data: catalogue.ageBands });
      await tx.tourGradePrice.createMany({ data: catalogue.tourGradePrices });
      await tx.availabilitySlot.createMany({ data: catalogue.availabilitySlots });
      await tx.blackoutDate.createMany({ data: catalogue.blackoutDates });
      await tx.productTag.createMany({ data: catalogue.productTags });
      await tx.giftVoucherExperience.createMany({ data: catalogue.giftVoucherExperiences });

      await tx.user.createMany({ data: accounts.users });
      await tx.coupon.createMany({ data: accounts.coupons });
      await tx.voucher.createMany({ data: accounts.vouchers });
      await tx.balanceEntry.createMany({ data: accounts.balanceEntries });
      await tx.user.createMany({ data: demoReviews.users });
      await tx.booking.createMany({ data: demoReviews.bookings });
      await tx.review.createMany({ data: demoReviews.reviews });

      await tx.breadcrumb.createMany({ data: content.breadcrumbs });
      await tx.landing.createMany({ data: content.landings });
      await tx.landingTag.createMany({ data: content.landingTags });
      await tx.landingBreadcrumb.createMany({ data: content.landingBreadcrumbs });
      await tx.landingSimilar.createMany({ data: content.landingSimilar });
      await tx.productBreadcrumb.createMany({ data: content.productBreadcrumbs });
      await tx.post.createMany({ data: content.posts });
      await tx.siteContent.createMany({ data: content.siteContent });
      await tx.productTranslation.createMany({ data: french.productTranslations });
      await tx.tourGradeTranslation.createMany({ data: french.tourGradeTranslations });
      await tx.ageBandTranslation.createMany({ data: french.ageBandTranslations });
      await tx.tagTranslation.createMany({ data: french.tagTranslations });
      await tx.landingTranslation.createMany({ data: french.landingTranslations });
      await tx.breadcrumbTranslation.createMany({ data: french.breadcrumbTranslations });
      await tx.postTranslation.createMany({ data: french.postTranslations });
      await tx.siteContentTranslation.createMany({ data: french.siteContentTranslations });
      await tx.giftDesign.createMany({ data: designs.designs });
      await tx.giftDesignOccasion.createMany({ data: designs.occasions });
      await tx.giftDesignTranslation.createMany({ data: designs.translations });

      const files = await generating;
      await tx.mediaFile.createMany({
        data: files.map((file) => ({ id: createDemoId(`media:${file.storageKey}`), ...file })),
      });
    },
    // PGlite runs statements one at a time and the pictures may still be rendering.
    { maxWait: 30_000, timeout: 120_000 },
  );

  return {
    seeded: true,
    counts: {
      experiences: catalogue.products.filter((product) => product.kind === ProductKind.EXPERIENCE).length,
      giftVouchers: catalogue.products.filter((product) => product.kind === ProductKind.GIFT_VOUCHER).length,
      tags: catalogue.tags.length,
      landings: content.landings.length,
      posts: content.posts.length,
      images: imageSpecs.length,
      users: accounts.users.length,
      vouchers: accounts.vouchers.length,
      coupons: accounts.coupons.length,
    },
    issuedCertificateNumbers: accounts.issuedCertificateNumbers,
  };
}

async function hasProductsOrUsers(prisma: PrismaClient): Promise<boolean> {
  const [product, user] = await Promise.all([
    prisma.product.findFirst({ select: { id: true } }),
    prisma.user.findFirst({ select: { id: true } }),
  ]);
  return Boolean(product || user);
}
