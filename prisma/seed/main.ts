/**
 * `npm run db:seed`: seeds demo data into the database at DATABASE_URL when it holds no
 * products or users yet. Settings: see seed-options.ts.
 */
import 'dotenv/config';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../../src/generated/prisma/client';
import { seedDemoData } from './seed-demo-data';
import { readDemoSeedOptionsFromEnv } from './seed-options';

async function main(connectionString: string): Promise<void> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
  try {
    const started = Date.now();
    const { options, generatedStaffPassword } = readDemoSeedOptionsFromEnv(process.env, { production: process.env.NODE_ENV === 'production' });
    const result = await seedDemoData(prisma, options);
    if (!result.seeded) {
      console.log('The database already has products or users; nothing seeded.');
      return;
    }
    const { counts } = result;
    console.log(
      `Seeded demo data in ${Date.now() - started} ms: ${counts.experiences} experiences, ${counts.giftVouchers} gift vouchers, ` +
        `${counts.tags} tags, ${counts.landings} landings, ${counts.posts} posts, ${counts.images} images, ${counts.users} users, ` +
        `${counts.vouchers} vouchers, ${counts.coupons} coupons. Certificates to activate: ${result.issuedCertificateNumbers.join(', ')}`,
    );
    if (generatedStaffPassword) console.log(`Back-office manager: ${options.staff.email}, password ${generatedStaffPassword} (shown once).`);
  } finally {
    await prisma.$disconnect();
  }
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is required, e.g. postgresql://user:password@127.0.0.1:5432/shop');
  process.exit(1);
}
main(databaseUrl).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
