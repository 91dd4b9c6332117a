import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import {describe, expect, it } from 'vitest';
import { POST as upload } from '@/app/api/v3/upload/route';
import { getDatabase } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { callRoute, createStaffMemberForTest } from '../support/admin-api';

/**
 * Issue 12's hostile uploads, as an attacker with a staff session would send them: each is refused
 * with a 4xx and leaves nothing behind, or (a polyglot whose picture is real) comes out re-encoded
 * with the hidden payload gone.
 */

async function postUpload(bytes: Uint8Array | string, name: string, type: string) {
  const { token } = await createStaffMemberForTest();
  const form = new FormData();
  form.set('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type }));
  const length = (await new Response(form).arrayBuffer()).byteLength;
  return callRoute(upload, '/api/v3/upload', {}, { method: 'POST', body: form, token, headers: { 'content-length': String(length) } });
}

function storedFiles(): string[] {
  const root = resolve(getServerEnv().UPLOADS_DIR, 'media');
  try {
    return readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, fully decodable 1-bit PNG of side × side pixels: tens of kB that decode to hundreds of MB. */
function decompressionBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rowBytes = 1 + Math.ceil(side / 8);
  const pixels = deflateSync(Buffer.alloc(rowBytes * side), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

const picture = (format: 'png' | 'gif') => sharp({ create: { width: 64, height: 48, channels: 3, background: '#db3844' } })[format]().toBuffer();

const HTML_PAYLOAD = '<html><script>alert(document.cookie)</script></html>';
const JS_PAYLOAD = '*/=alert(document.cookie);/*';

describe('hostile uploads to POST /api/v3/upload', () => {
  const refused: [string, () => Promise<[Uint8Array | string, string, string]>][] = [
    ['a PNG signature in front of text', async () => [Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(HTML_PAYLOAD)]), 'a.png', 'image/png']],
    ['a PDF named like a picture', async () => ['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF', 'photo.jpg', 'image/jpeg']],
    ['a script with a GIF header (GIF+JS polyglot)', async () => [`GIF89a/${JS_PAYLOAD}`, 'x.gif', 'image/gif']],
    ['an SVG with a script element', async () => ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'logo.png', 'image/png']],
    ['an SVG with an event handler', async () => ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'logo.svg', 'image/svg+xml']],
    ['a 20,000 × 20,000 PNG (a decompression bomb)', async () => [decompressionBomb(20_000), 'bomb.png', 'image/png']],
    ['a truncated PNG', async () => [(await picture('png')).subarray(0, 60), 'cut.png', 'image/png']],
    ['an empty file', async () => ['', 'empty.png', 'image/png']],
    ['a file over 10 MB', async () => [Buffer.alloc(10 * 1024 * 1024 + 70 * 1024, 1), 'huge.png', 'image/png']],
  ];

  it.each(refused)('refuses %s with a 4xx and stores nothing', async (_case, make) => {
    const [bytes, name, type] = await make();
    const rowsBefore = await getDatabase().mediaFile.count();
    const filesBefore = storedFiles().length;
    const response = await postUpload(bytes, name, type);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await getDatabase().mediaFile.count()).toBe(rowsBefore);
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it.each([
    ['a PNG with HTML appended', 'png', HTML_PAYLOAD],
    ['a GIF with a script appended', 'gif', JS_PAYLOAD],
  ] as const)('stores %s only re-encoded, with the payload gone', async (_case, format, payload) => {
    const response = await postUpload(Buffer.concat([await picture(format), Buffer.from(payload)]), `polyglot.${format}`, `image/${format}`);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const stored = resolve(getServerEnv().UPLOADS_DIR, url.replace('/uploads/', ''));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(readFileSync(stored).includes(Buffer.from('alert('))).toBe(false);
  });
});
