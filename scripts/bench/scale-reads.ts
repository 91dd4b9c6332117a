/**
 * The reads issue 28's goal 4 asks to stay cheap as the shop grows, each through the service the
 * page or route calls. Shared by the bench's scale stage (p95 at each size) and the integration
 * test that reads their query plans (tests/integration/platform/read-plans.test.ts).
 * Import it after DATABASE_URL is set: the server modules read it on first use.
 */
import { getAccountOverview } from '../../src/shell/account/account-overview';
import { listCustomersForStaff } from '../../src/domains/accounts/server/staff-customer-service';
import { staffCustomerListParamsSchema } from '../../src/domains/accounts/schemas';
import { CATALOG_PAGE_SIZE, catalogListParamsSchema } from '../../src/domains/catalog/schemas';
import { getProductDetail, listCatalogPage, searchCatalog } from '../../src/domains/catalog/server/queries';
import { listOrdersForStaff } from '../../src/domains/orders/server/staff-service';
import { staffOrderListParamsSchema } from '../../src/domains/orders/staff-schemas';
import { findVoucherByCertificateNumber } from '../../src/domains/vouchers/server/service';
import { getLiabilityReport } from '../../src/domains/vouchers/server/liability-report';
import { listVouchersForStaff } from '../../src/domains/vouchers/server/staff-service';
import { staffVoucherListParamsSchema } from '../../src/domains/vouchers/staff-schemas';

/** What the reads look up: rows that exist at every size. */
export interface ScaleReadTargets {
  searchText: string;
  /** A category and a city slug of the experience list's filters. */
  filter: { category: string; city: string };
  giftSlug: string;
  /** The customer whose account page is read (the bench gives them 1,000 ledger entries). */
  customerId: string;
  certificateNumber: string;
}

export interface ScaleRead {
  name: string;
  run: () => Promise<unknown>;
}

const ADMIN_PAGE_SIZE = 20; // the back office's default per_page
const ADMIN_MAX_PAGE = 10_000; // the largest `page` the lists' parameters accept

/** The last page of a back-office list (or the furthest one its parameters allow). */
async function findLastPage(list: (page: number) => Promise<{ total: number }>): Promise<number> {
  const { total } = await list(1);
  return Math.min(ADMIN_MAX_PAGE, Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)));
}

/** Every read of goal 4, in the order the bench prints them; the admin lists' last page is found first. */
export async function listScaleReads(targets: ScaleReadTargets): Promise<ScaleRead[]> {
  const orders = (page: number) => listOrdersForStaff(staffOrderListParamsSchema.parse({ page, per_page: ADMIN_PAGE_SIZE }));
  const vouchers = (page: number) => listVouchersForStaff(staffVoucherListParamsSchema.parse({ page, per_page: ADMIN_PAGE_SIZE }));
  const customers = (page: number) => listCustomersForStaff(staffCustomerListParamsSchema.parse({ page, per_page: ADMIN_PAGE_SIZE }));
  const [lastOrders, lastVouchers, lastCustomers] = [await findLastPage(orders), await findLastPage(vouchers), await findLastPage(customers)];
  return [
    { name: 'search', run: () => searchCatalog(targets.searchText, 1, CATALOG_PAGE_SIZE, 'en-CA') },
    { name: 'filtered list', run: () => listCatalogPage('EXPERIENCE', catalogListParamsSchema.parse(targets.filter), 'en-CA') },
    { name: 'gift page', run: () => getProductDetail('GIFT_VOUCHER', targets.giftSlug, 'en-CA') },
    { name: 'account page', run: () => getAccountOverview(targets.customerId, 1, 'en-CA') },
    { name: 'certificate look-up', run: () => findVoucherByCertificateNumber(targets.certificateNumber) },
    { name: 'liability report', run: () => getLiabilityReport() },
    { name: 'admin orders, first page', run: () => orders(1) },
    { name: 'admin orders, last page', run: () => orders(lastOrders) },
    { name: 'admin vouchers, first page', run: () => vouchers(1) },
    { name: 'admin vouchers, last page', run: () => vouchers(lastVouchers) },
    { name: 'admin customers, first page', run: () => customers(1) },
    { name: 'admin customers, last page', run: () => customers(lastCustomers) },
  ];
}
