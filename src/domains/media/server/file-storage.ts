import 'server-only';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { getServerEnv } from '@/server/env';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
};

export interface StoredFile {
  body: Uint8Array;
  contentType: string;
}

/**
 * Stored names are ours (random, short, plain); anything else cannot name a stored file. Names are
 * base64url, so they may begin with "-" or "_" (one upload in 32 did, and was never served); only a
 * leading dot is refused, which keeps out "." and "..".
 */
const STORED_PATH_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Reads an uploaded file by its storage key; null for anything outside the uploads folder. */
export async function readStoredFile(segments: string[]): Promise<StoredFile | null> {
  if (segments.length === 0 || segments.length > 4 || !segments.every((segment) => STORED_PATH_SEGMENT.test(segment))) return null;
  const root = resolve(getServerEnv().UPLOADS_DIR);
  const path = resolve(root, ...segments);
  if (!path.startsWith(root + sep)) return null;
  const contentType = contentTypes[extname(path).toLowerCase()];
  if (!contentType) return null;
  try {
    return { body: new Uint8Array(await readFile(path)), contentType };
  } catch (error) {
    // No such file, or a path through a file as if it were a folder (`/uploads/a.webp/b.png`).
    if (['ENOENT', 'ENOTDIR', 'EISDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
}
