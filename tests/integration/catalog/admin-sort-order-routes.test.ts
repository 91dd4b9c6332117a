import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as download } from '@/app/api/admin/download/[name]/route';
import { GET as exportOrder } from '@/app/api/v2/admin/products/export-order/route';
import { POST as importOrder } from '@/app/api/v2/admin/products/import-order/route';
import { listCatalogPage } from '@/domains/catalog/server/queries';
import { catalogListParamsSchema } from '@/domains/catalog/schemas';
import { sealSessionToken } from '@/server/auth';
import { getDatabase } from '@/server/db';
import { callRoute, createStaffMemberForTest, type RouteCall } from '../support/admin-api';

// Exports go to DATA_DIR/exports; the env is read lazily, so this applies to the whole file.
const dataDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/gift-shop-integration-data-${process.pid}`;
  process.env.DATA_DIR = dir;
  return dir;
});

const prisma = getDatabase();
let managerToken: string;
let editorToken: string;
let customerToken: string;

const products = [
  { id: 'p-a', slug: 'aurora-night', title: 'Aurora night', sortOrder: 10 },
  { id: 'p-b', slug: 'bike-tour', title: 'Bike tour, "downtown"', sortOrder: 20 },
  { id: 'p-c', slug: 'cooking-class', title: 'Cooking class', sortOrder: 30 },
];

beforeEach(async () => {
  await prisma.product.deleteMany();
  await prisma.auditLogEntry.deleteMany();
  await prisma.product.createMany({
    data: products.map((product) => ({ ...product, kind: 'EXPERIENCE' as const, description: '', priceCents: 5_000, published: true, popularity: 100 })),
  });
  managerToken = (await createStaffMemberForTest('MANAGER')).token;
  editorToken = (await createStaffMemberForTest('EDITOR')).token;
  const customer = await prisma.user.create({
    data: { role: 'CUSTOMER', email: `customer-${Date.now()}@example.com`, firstName: 'Cora', lastName: 'Customer', passwordHash: 'x' },
  });
  customerToken = await sealSessionToken({ userId: customer.id, role: 'CUSTOMER' }, 600);
});

function csvForm(text: string, name = 'order.csv'): FormData {
  const form = new FormData();
  form.set('file', new File([text], name, { type: 'text/csv' }));
  return form;
}

async function postImport(text: string, call: RouteCall = { token: managerToken }) {
  const form = csvForm(text);
  const length = (await new Response(form).arrayBuffer()).byteLength;
  return callRoute(importOrder, '/api/v2/admin/products/import-order', {}, { method: 'POST', body: form, headers: { 'content-length': String(length) }, ...call });
}

function downloadFile(name: string, call: RouteCall = { token: managerToken }) {
  return callRoute(download, `/api/admin/download/${encodeURIComponent(name)}`, { name }, call);
}

async function positions(): Promise<Record<string, number>> {
  const rows = await prisma.product.findMany({ select: { id: true, sortOrder: true } });
  return Object.fromEntries(rows.map((row) => [row.id, row.sortOrder]));
}

async function storefrontOrder(): Promise<string[]> {
  const page = await listCatalogPage('EXPERIENCE', catalogListParamsSchema.parse({ sort: 'featured' }), 'en-CA');
  return page.items.map((item) => item.slug);
}

describe('who may call the sort-order and download routes', () => {
  const calls: { name: string; call: (call: RouteCall) => Promise<Response> }[] = [
    { name: 'GET /api/v2/admin/products/export-order', call: (call) => callRoute(exportOrder, '/api/v2/admin/products/export-order', {}, call) },
    { name: 'POST /api/v2/admin/products/import-order', call: (call) => postImport('id,position\np-a,10\n', call) },
    { name: 'GET /api/admin/download/{name}', call: (call) => downloadFile('nothing-here.csv', call) },
  ];

  it.each(calls)('$name: 401 without a token and for a customer', async ({ call }) => {
    for (const token of [null, customerToken]) {
      const response = await call({ token });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
    }
  });

  it('exports with the manager’s cookie and downloads with an editor’s bearer token (both roles run the catalogue)', async () => {
    const exported = await callRoute(exportOrder, '/api/v2/admin/products/export-order', {}, { token: null, cookieToken: managerToken });
    expect(exported.status).toBe(200);
    const { name } = (await exported.json()) as { name: string };
    expect((await downloadFile(name, { token: editorToken })).status).toBe(200);
    expect((await postImport('id,position\np-a,10\n', { token: null, cookieToken: editorToken })).status).toBe(200);
  });
});

describe('GET /api/v2/admin/products/export-order and the download', () => {
  it('writes every product’s position as CSV, ready to download as soon as the name is answered', async () => {
    const { name } = (await (await callRoute(exportOrder, '/api/v2/admin/products/export-order', {}, { token: managerToken })).json()) as { name: string };
    expect(name).toMatch(/^products-sort-order-\d{4}-\d{2}-\d{2}-[A-Za-z0-9]{12}\.csv$/);
    const response = await downloadFile(name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    expect(await response.text()).toBe(
      ['id,slug,title,position', 'p-a,aurora-night,Aurora night,10', 'p-b,bike-tour,"Bike tour, ""downtown""",20', 'p-c,cooking-class,Cooking class,30', ''].join('\n'),
    );
  });

  it.each([
    ['report', 'File must have an extension'],
    ['report.exe', 'Extension exe is not supported'],
    ['report.xlsx', 'Extension xlsx is not supported'],
  ])('refuses %s with SPEC §5’s message', async (name, message) => {
    const response = await downloadFile(name);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });

  it.each(['json', 'txt', 'csv', 'html', 'pdf', 'doc'])('serves a .%s file, and answers 404 for an unknown one', async (extension) => {
    const folder = join(dataDir, 'exports', 'catalogue');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `sample.${extension}`), 'content');
    expect((await downloadFile(`sample.${extension}`)).status).toBe(200);
    expect((await downloadFile(`missing.${extension}`)).status).toBe(404);
  });

  it('never reads outside its folder, and an editor cannot download a manager-only export', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'outside-'));
    writeFileSync(join(outside, 'secret.csv'), 'secret');
    writeFileSync(join(dataDir, 'secret.csv'), 'secret');
    for (const name of ['../secret.csv', '../../secret.csv', `..%2Fsecret.csv`, `${outside}/secret.csv`]) {
      expect((await downloadFile(name)).status).toBe(404);
    }
    const salesFolder = join(dataDir, 'exports', 'sales');
    mkdirSync(salesFolder, { recursive: true });
    writeFileSync(join(salesFolder, 'liability-report.csv'), 'owed');
    expect((await downloadFile('liability-report.csv', { token: managerToken })).status).toBe(200);
    expect((await downloadFile('liability-report.csv', { token: editorToken })).status).toBe(404);
  });
});

describe('POST /api/v2/admin/products/import-order', () => {
  it('applies a good file in one go, audited, and the storefront’s staff order changes', async () => {
    expect(await storefrontOrder()).toEqual(['aurora-night', 'bike-tour', 'cooking-class']);
    const response = await postImport('\uFEFFid,slug,title,position\r\np-a,aurora-night,Aurora night,30\r\np-c,cooking-class,Cooking class,10\r\np-b,,,20\r\n');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Sort order imported: 3 products, 2 moved.' });
    expect(await positions()).toEqual({ 'p-a': 30, 'p-b': 20, 'p-c': 10 });
    expect(await storefrontOrder()).toEqual(['cooking-class', 'bike-tour', 'aurora-night']);
    expect(await prisma.auditLogEntry.findFirst({ where: { action: 'product.import-sort-order' }, select: { data: true } })).toEqual({
      data: {
        rows: 3,
        changes: [
          { id: 'p-a', from: 10, to: 30 },
          { id: 'p-c', from: 30, to: 10 },
        ],
      },
    });
  });

  it('a file with one bad row applies nothing and names each bad row', async () => {
    const response = await postImport('id,slug,title,position\np-a,aurora-night,Aurora night,30\np-c,cooking-class,Cooking class,ten\np-b,bike-tour,,5\n');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({
      message: 'One row needs attention; nothing was changed.',
      errors: [{ row: 3, message: 'position must be a whole number from 0 to 9999999' }],
    });
    expect(await positions()).toEqual({ 'p-a': 10, 'p-b': 20, 'p-c': 30 });
    expect(await prisma.auditLogEntry.count()).toBe(0);
  });

  it.each([
    ['an unknown product', 'id,position\np-a,1\np-zz,2\n', [{ row: 3, message: 'No product has the id p-zz.' }]],
    ['a slug of another product', 'id,slug,position\np-a,bike-tour,1\n', [{ row: 2, message: "The slug bike-tour is not product p-a's (aurora-night)." }]],
    ['a product listed twice', 'id,position\np-a,1\np-b,2\np-a,3\n', [{ row: 4, message: 'Product p-a is already listed in row 2.' }]],
    ['a missing id and position', 'id,position\n,\n', [{ row: 2, message: 'id is required; position is required' }]],
    ['no id column', 'slug,position\naurora-night,1\n', [{ row: 1, message: 'The first row must name the columns id and position (slug and title may follow).' }]],
    ['only a header', 'id,position\n', [{ row: 2, message: 'The file lists no products.' }]],
    ['a broken quote', 'id,position\n"p-a,1\n', [{ row: expect.any(Number), message: expect.stringMatching(/^This row cannot be read as CSV/) }]],
    ['a row with too many cells', 'id,position\np-a,1,extra\n', [{ row: 2, message: expect.stringMatching(/^This row cannot be read as CSV/) }]],
  ])('refuses %s, changing nothing', async (_case, csv, errors) => {
    const response = await postImport(csv);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual(errors);
    expect(await positions()).toEqual({ 'p-a': 10, 'p-b': 20, 'p-c': 30 });
  });

  it('refuses a form without a file, and a file that is not text', async () => {
    const empty = new FormData();
    empty.set('note', 'no file');
    const noFile = await callRoute(importOrder, '/api/v2/admin/products/import-order', {}, { method: 'POST', body: empty, token: managerToken, headers: { 'content-length': '200' } });
    expect(noFile.status).toBe(400);
    const binary = new FormData();
    binary.set('file', new File([new Uint8Array([0xff, 0xfe, 0xfd, 0x00])], 'order.csv'));
    const refused = await callRoute(importOrder, '/api/v2/admin/products/import-order', {}, { method: 'POST', body: binary, token: managerToken, headers: { 'content-length': '400' } });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.file).toEqual(['Export the sheet as CSV (UTF-8) and try again.']);
  });
});
