import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import sharp from 'sharp';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { AppError } from '@/server/errors';
import { readStoredFile } from './file-storage';
import { findMediaFilesByUrls, insertMediaFile } from './repository';

/** Bigger files are not photos staff need; past it the upload is refused before decoding. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** A 40-megapixel photo is generous; a decompression bomb claims far more. */
const MAX_INPUT_PIXELS = 40_000_000;
/** Stored pictures are re-encoded no wider or taller than this (a 2× banner on a wide screen). */
const MAX_STORED_EDGE = 3200;
/** Raster formats only: an SVG can carry scripts, and anything else is not a picture for the shop. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'heif', 'tiff']);

export interface StoredUpload {
  /** Where the storefront loads it, e.g. `/uploads/media/2026-11/x1y2….webp`. */
  url: string;
  width: number;
  height: number;
}

/**
 * Stores a staff upload as a picture the shop can trust: the bytes must decode as a raster image
 * within the size and pixel limits; it is re-encoded to WebP (which drops metadata and anything
 * hidden in the original) under a random name, and recorded with who uploaded it.
 */
export async function storeUploadedImage(file: File, staffId: string, db?: DatabaseClient): Promise<StoredUpload> {
  if (file.size === 0) throw new AppError('invalid_input', 'The file is empty.', { file: ['Choose a picture to upload.'] });
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new AppError('payload_too_large', `The picture must be under ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, { file: ['The picture is too large.'] });
  }
  const input = Buffer.from(await file.arrayBuffer());
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const metadata = await image.metadata().catch(() => null);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw new AppError('invalid_input', 'This file is not a picture the shop can use. Upload a JPEG, PNG, WebP, AVIF or GIF.', {
      file: ['Not a JPEG, PNG, WebP, AVIF or GIF picture.'],
    });
  }
  const encoded = await image
    .rotate()
    .resize({ width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw new AppError('invalid_input', 'This picture could not be read. It may be damaged or too large.', { file: ['The picture could not be read.'] }, { cause: error });
    });

  const storageKey = `media/${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString('base64url')}.webp`;
  const path = resolve(getServerEnv().UPLOADS_DIR, storageKey);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, encoded.data);
  const url = `/uploads/${storageKey}`;
  try {
    await insertMediaFile(getDatabase(db), {
      storageKey,
      url,
      mimeType: 'image/webp',
      sizeBytes: encoded.data.byteLength,
      width: encoded.info.width,
      height: encoded.info.height,
      uploadedById: staffId,
    });
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { url, width: encoded.info.width, height: encoded.info.height };
}

/** The size of each picture uploaded through `storeUploadedImage`, by url; a url the shop did not store is absent. */
export async function findUploadedImageSizes(urls: string[], db?: DatabaseClient): Promise<Map<string, { width: number; height: number }>> {
  const files = urls.length === 0 ? [] : await findMediaFilesByUrls(getDatabase(db), urls);
  return new Map(files.flatMap((file) => (file.width !== null && file.height !== null ? [[file.url, { width: file.width, height: file.height }] as const] : [])));
}

/**
 * A picture the shop stored (`/uploads/…`), re-encoded as JPEG cropped to `width`×`height`: for
 * places that cannot take WebP, a PDF (pdf-lib embeds PNG and JPEG only) or an e-mail client.
 * Null when the address names no stored picture.
 */
export async function renderStoredPictureAsJpeg(url: string, size: { width: number; height: number }): Promise<Uint8Array | null> {
  if (!url.startsWith('/uploads/')) return null;
  const file = await readStoredFile(url.slice('/uploads/'.length).split('/'));
  if (!file) return null;
  const jpeg = await sharp(file.body, { limitInputPixels: MAX_INPUT_PIXELS })
    .resize({ width: size.width, height: size.height, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  return new Uint8Array(jpeg);
}
