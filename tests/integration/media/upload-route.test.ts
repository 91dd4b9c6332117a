import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { POST as upload } from '@/app/api/v3/upload/route';
import { GET as readUpload } from '@/app/uploads/[...path]/route';
import { getDatabase } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { callRoute, createStaffMemberForTest } from '../support/admin-api';

function formWith(bytes: BlobPart, name: string, type: string): FormData {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  return form;
}

async function postUpload(form: FormData, token: string | null) {
  // Playwright and browsers send the length; Request does not add it for FormData by itself.
  const length = (await new Response(form).arrayBuffer()).byteLength;
  return callRoute(upload, '/api/v3/upload', {}, { method: 'POST', body: form, token, headers: { 'content-length': String(length) } });
}

const png = () => sharp({ create: { width: 640, height: 400, channels: 3, background: '#db3844' } }).png().toBuffer();

describe('POST /api/v3/upload', () => {
  it('stores a real picture re-encoded as WebP under a random name, for editors too', async () => {
    const { token, id } = await createStaffMemberForTest('EDITOR');
    const response = await postUpload(formWith(await png(), 'banner.png', 'image/png'), token);
    expect(response.status).toBe(201);
    const { url, width, height } = (await response.json()) as { url: string; width: number; height: number };
    expect({ width, height }).toEqual({ width: 640, height: 400 });
    expect(url).toMatch(/^\/uploads\/media\/\d{4}-\d{2}\/[A-Za-z0-9_-]{22}\.webp$/);
    const path = resolve(getServerEnv().UPLOADS_DIR, url.replace('/uploads/', ''));
    expect(existsSync(path)).toBe(true);
    expect(await sharp(path).metadata()).toMatchObject({ format: 'webp', width: 640, height: 400 });
    expect(await getDatabase().mediaFile.findFirst({ where: { url }, select: { uploadedById: true, mimeType: true } })).toEqual({
      uploadedById: id,
      mimeType: 'image/webp',
    });
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>', 'logo.svg', 'image/svg+xml'],
    ['text named like a picture', 'not a picture at all', 'photo.jpg', 'image/jpeg'],
  ])('refuses %s with a 400 and stores nothing', async (_case, bytes, name, type) => {
    const { token } = await createStaffMemberForTest();
    const before = await getDatabase().mediaFile.count();
    const response = await postUpload(formWith(bytes, name, type), token);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/not a picture/);
    expect(await getDatabase().mediaFile.count()).toBe(before);
  });

  it('refuses a form without a file, and anyone not signed in as staff', async () => {
    const { token } = await createStaffMemberForTest();
    const empty = new FormData();
    empty.set('title', 'no file here');
    expect((await postUpload(empty, token)).status).toBe(400);
    expect((await postUpload(formWith(await png(), 'a.png', 'image/png'), null)).status).toBe(401);
  });
});

describe('GET /uploads/…', () => {
  it('serves a stored picture, and answers 404 for a path that goes through it as if it were a folder', async () => {
    const { token } = await createStaffMemberForTest('EDITOR');
    const { url } = (await (await postUpload(formWith(await png(), 'banner.png', 'image/png'), token)).json()) as { url: string };
    const segments = url.replace('/uploads/', '').split('/');
    const stored = await callRoute(readUpload, url, { path: segments });
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/webp');
    // ENOTDIR from the file system is "no such file", not a server error.
    const through = await callRoute(readUpload, `${url}/x.png`, { path: [...segments, 'x.png'] });
    expect(through.status).toBe(404);
  });

  it('serves stored names that begin with "-" or "_" (base64url), and refuses dot names', async () => {
    const folder = resolve(getServerEnv().UPLOADS_DIR, 'media', 'names');
    await mkdir(folder, { recursive: true });
    for (const name of ['-dash.webp', '_underscore.webp', '.hidden.webp']) await writeFile(resolve(folder, name), await sharp(await png()).webp().toBuffer());
    for (const name of ['-dash.webp', '_underscore.webp']) {
      expect((await callRoute(readUpload, `/uploads/media/names/${name}`, { path: ['media', 'names', name] })).status).toBe(200);
    }
    expect((await callRoute(readUpload, '/uploads/media/names/.hidden.webp', { path: ['media', 'names', '.hidden.webp'] })).status).toBe(404);
    expect((await callRoute(readUpload, '/uploads/media/../names/-dash.webp', { path: ['media', '..', 'names', '-dash.webp'] })).status).toBe(404);
  });
});
