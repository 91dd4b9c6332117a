import { beforeEach, describe, expect, it } from 'vitest';
import { GET as listProducts } from '@/app/api/admin/products/route';
import { GET as readProductTranslation, PUT as saveProductTranslation } from '@/app/api/admin/products/[id]/translations/[locale]/route';
import { GET as readTagTranslation, PUT as saveTagTranslation } from '@/app/api/v3/tags/[id]/translations/[locale]/route';
import { listBookingAvailability } from '@/domains/bookings/server/queries';
import { getProductDetail, listTagLinksBySlugs } from '@/domains/catalog/server/queries';
import { getDatabase } from '@/server/db';
import { callRoute, createStaffMemberForTest, type StaffMemberForTest } from '../support/admin-api';
import { createProduct, createTag } from './catalog-fixtures';

// Staff translate a product's texts and a tag's name (docs/adr/0024); the storefront shows them.

type Problem = { message: string; errors?: Record<string, string[]> };
type TranslationBody = { data: Record<string, string | null> };

let manager: StaffMemberForTest;
let product: { id: string; slug: string };

beforeEach(async () => {
  manager = await createStaffMemberForTest('MANAGER');
  product = await createProduct(getDatabase(), { title: 'Whale watching', summary: 'Orcas up close.', meetingPoint: 'Harbour' });
});

const productPath = (locale: string) => `/api/admin/products/${product.id}/translations/${locale}`;

describe('a product in French', () => {
  it('starts untranslated, then saves the French texts the shop shows, blank ones as not translated', async () => {
    const before = await callRoute(readProductTranslation, productPath('fr-CA'), { id: product.id, locale: 'fr-CA' }, { token: manager.token });
    expect(before.status).toBe(200);
    expect(((await before.json()) as TranslationBody).data).toMatchObject({ locale: 'fr-CA', title: null, summary: null, updatedAt: null });

    const saved = await callRoute(saveProductTranslation, productPath('fr-CA'), { id: product.id, locale: 'fr-CA' }, {
      method: 'PUT',
      token: manager.token,
      body: { title: '  Observation des baleines ', summary: '   ', meetingPoint: 'Port' },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as TranslationBody).data).toMatchObject({ title: 'Observation des baleines', summary: null, meetingPoint: 'Port' });

    const page = await getProductDetail('EXPERIENCE', product.slug, 'fr-CA');
    expect(page).toMatchObject({ title: 'Observation des baleines', summary: 'Orcas up close.', meetingPoint: 'Port', untranslated: ['summary', 'description'] });
    expect(await getDatabase().auditLogEntry.count({ where: { action: 'product.translate', entityId: product.id } })).toBe(1);
  });

  it('marks the product list row until every English text has French', async () => {
    const rowOf = async () => {
      const response = await callRoute(listProducts, '/api/admin/products?per_page=100', {}, { token: manager.token });
      const body = (await response.json()) as { data: { id: string; missingTranslations: string[] }[] };
      return body.data.find((row) => row.id === product.id);
    };
    expect((await rowOf())?.missingTranslations).toEqual(['fr-CA']);
    await callRoute(saveProductTranslation, productPath('fr-CA'), { id: product.id, locale: 'fr-CA' }, {
      method: 'PUT',
      token: manager.token,
      body: { title: 'Baleines', summary: 'Des orques.', description: 'Une description.', meetingPoint: 'Port' },
    });
    expect((await rowOf())?.missingTranslations).toEqual([]);
  });

  it('refuses English, an unknown language, an unknown field and a text over the limit, writing nothing', async () => {
    const put = (locale: string, body: unknown) =>
      callRoute(saveProductTranslation, productPath(locale), { id: product.id, locale }, { method: 'PUT', token: manager.token, body });
    const english = await put('en-CA', { title: 'Whale' });
    expect(english.status).toBe(400);
    expect(((await english.json()) as Problem).message).toBe('Choose one of the shop’s other languages.');
    expect((await put('de-DE', { title: 'Wal' })).status).toBe(400);
    expect((await put('fr-CA', { price: 1 })).status).toBe(400);
    const tooLong = await put('fr-CA', { title: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as Problem).errors).toEqual({ title: ['At most 200 characters'] });
    expect(await getDatabase().productTranslation.count({ where: { productId: product.id } })).toBe(0);
  });

  it('answers 404 for an unknown product and 401 without a staff session', async () => {
    expect((await callRoute(readProductTranslation, '/x', { id: 'nope', locale: 'fr-CA' }, { token: manager.token })).status).toBe(404);
    expect((await callRoute(readProductTranslation, productPath('fr-CA'), { id: product.id, locale: 'fr-CA' })).status).toBe(401);
  });
});

describe('an experience’s options and age bands in French', () => {
  let tour: { id: string; slug: string };
  const tourPath = () => `/api/admin/products/${tour.id}/translations/fr-CA`;
  const put = (body: unknown) => callRoute(saveProductTranslation, tourPath(), { id: tour.id, locale: 'fr-CA' }, { method: 'PUT', token: manager.token, body });
  const productTexts = { title: 'Kayak', summary: 'Pagayer.', description: 'Une description.', meetingPoint: 'Quai' };

  beforeEach(async () => {
    tour = await createProduct(getDatabase(), {
      title: 'Kayak tour',
      summary: 'Paddle.',
      meetingPoint: 'Dock',
      tourGrades: { create: [{ code: 'PRIVATE', title: 'Private', description: 'Just your party.' }] },
      ageBands: { create: [{ code: 'ADULT', label: 'Adult', minAge: 18, maxAge: 99 }] },
    });
  });

  it('are translated beside the product’s texts, and booking pages show them, English where French is missing', async () => {
    const before = await callRoute(readProductTranslation, tourPath(), { id: tour.id, locale: 'fr-CA' }, { token: manager.token });
    expect(((await before.json()) as TranslationBody).data).toMatchObject({
      tourGrades: [{ code: 'PRIVATE', title: null, description: null }],
      ageBands: [{ code: 'ADULT', label: null }],
    });

    const saved = await put({ ...productTexts, tourGrades: [{ code: 'PRIVATE', title: ' Privé ', description: '' }], ageBands: [{ code: 'ADULT', label: 'Adulte' }] });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as TranslationBody).data).toMatchObject({
      tourGrades: [{ code: 'PRIVATE', title: 'Privé', description: null }],
      ageBands: [{ code: 'ADULT', label: 'Adulte' }],
    });

    const page = await getProductDetail('EXPERIENCE', tour.slug, 'fr-CA');
    expect(page?.tourGrades).toMatchObject([{ code: 'PRIVATE', title: 'Privé', description: 'Just your party.', untranslated: ['description'] }]);
    expect(page?.ageBands).toMatchObject([{ code: 'ADULT', label: 'Adulte', untranslated: [] }]);
    const widget = await listBookingAvailability({ slug: tour.slug, month: '2026-12', locale: 'fr-CA' });
    expect(widget.tourGrades).toMatchObject([{ title: 'Privé', untranslated: ['description'] }]);
    expect(widget.ageBands).toMatchObject([{ label: 'Adulte', untranslated: [] }]);
    const english = await listBookingAvailability({ slug: tour.slug, month: '2026-12', locale: 'en-CA' });
    expect(english.tourGrades).toMatchObject([{ title: 'Private', untranslated: [] }]);
    expect(english.ageBands).toMatchObject([{ label: 'Adult', untranslated: [] }]);

    // A save without them keeps them.
    expect((await put(productTexts)).status).toBe(200);
    expect((await getProductDetail('EXPERIENCE', tour.slug, 'fr-CA'))?.ageBands).toMatchObject([{ label: 'Adulte' }]);
  });

  it('mark the product list row until each has French', async () => {
    const rowOf = async () => {
      const response = await callRoute(listProducts, '/api/admin/products?per_page=100', {}, { token: manager.token });
      const body = (await response.json()) as { data: { id: string; missingTranslations: string[] }[] };
      return body.data.find((row) => row.id === tour.id)?.missingTranslations;
    };
    await put({ ...productTexts, tourGrades: [{ code: 'PRIVATE', title: 'Privé', description: 'Votre groupe seulement.' }] });
    expect(await rowOf()).toEqual(['fr-CA']);
    await put({ ...productTexts, ageBands: [{ code: 'ADULT', label: 'Adulte' }] });
    expect(await rowOf()).toEqual([]);
  });

  it('refuses a code the experience does not have, writing nothing', async () => {
    const refused = await put({ ...productTexts, tourGrades: [{ code: 'PRIVATE', title: 'Privé' }], ageBands: [{ code: 'SENIOR', label: 'Aîné' }] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Problem).errors).toEqual({ 'ageBands.0.code': ['This experience has no age band with this code. Reload the page.'] });
    expect(await getDatabase().tourGradeTranslation.count({ where: { tourGrade: { productId: tour.id } } })).toBe(0);
    expect(await getDatabase().productTranslation.count({ where: { productId: tour.id } })).toBe(0);
  });
});

describe('a tag in French', () => {
  it('saves the French name the shop shows, and reads it back', async () => {
    const tag = await createTag(getDatabase(), 'whales', { name: 'Whales' });
    const path = `/api/v3/tags/${tag.id}/translations/fr-CA`;
    const saved = await callRoute(saveTagTranslation, path, { id: tag.id, locale: 'fr-CA' }, { method: 'PUT', token: manager.token, body: { name: 'Baleines' } });
    expect(saved.status).toBe(200);
    const read = await callRoute(readTagTranslation, path, { id: tag.id, locale: 'fr-CA' }, { token: manager.token });
    expect(((await read.json()) as TranslationBody).data).toMatchObject({ locale: 'fr-CA', name: 'Baleines' });
    expect(await listTagLinksBySlugs(['whales'], 'fr-CA')).toEqual([{ slug: 'whales', name: 'Baleines', untranslated: [] }]);
    expect(await listTagLinksBySlugs(['whales'], 'en-CA')).toEqual([{ slug: 'whales', name: 'Whales', untranslated: [] }]);
  });
});
