import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { canStaffOpen, type StaffArea, type StaffRole } from '@/lib/staff-access';
import { getServerEnv } from '@/server/env';
import { AppError } from '@/server/errors';
import { checkDownloadName, type DownloadExtension } from '../lib/download-name';

const contentTypes: Record<DownloadExtension, string> = {
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  html: 'text/html; charset=utf-8',
  pdf: 'application/pdf',
  doc: 'application/msword',
};

const exportAreas: readonly StaffArea[] = ['catalogue', 'sales'];

/** Each area's files apart, so a download serves only what the staff member's role may see. */
function exportsFolder(area: StaffArea): string {
  return resolve(getServerEnv().DATA_DIR, 'exports', area);
}

/** A fresh, unguessable file name: `<prefix>-<date>-<random>.<extension>`. */
export function newExportFileName(prefix: string, extension: DownloadExtension, now = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}-${randomBytes(9).toString('base64url').replace(/[^A-Za-z0-9]/g, 'x')}.${extension}`;
}

/**
 * Writes an export for staff of `area` to download. It is written under a temporary name and
 * renamed, so a download never sees half a file: the file exists exactly when it is ready.
 */
export async function writeExportFile(area: StaffArea, name: string, contents: string | Uint8Array): Promise<void> {
  const check = checkDownloadName(name);
  if (!check.ok) throw new Error(`Export file name ${name} cannot be downloaded: ${check.message}`);
  const folder = exportsFolder(area);
  await mkdir(folder, { recursive: true });
  const temporary = resolve(folder, `.${name}.${randomBytes(6).toString('hex')}.part`);
  await writeFile(temporary, contents);
  await rename(temporary, resolve(folder, name));
}

/**
 * SPEC §7 GET /admin/download/{name}: SPEC §5's extension rule (400 with its exact messages),
 * then the file from an area the role opens, or 404.
 */
export async function readExportFile(name: string, role: StaffRole): Promise<{ body: Uint8Array; contentType: string }> {
  const check = checkDownloadName(name);
  if (!check.ok) {
    if (check.reason === 'unsafe') throw new AppError('not_found', 'File not found.');
    throw new AppError('invalid_input', check.message, { name: [check.message] });
  }
  for (const area of exportAreas.filter((candidate) => canStaffOpen(role, candidate))) {
    const folder = exportsFolder(area);
    const path = resolve(folder, name);
    if (!path.startsWith(folder + sep)) continue;
    try {
      return { body: new Uint8Array(await readFile(path)), contentType: contentTypes[check.extension] };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new AppError('not_found', 'File not found.');
}
