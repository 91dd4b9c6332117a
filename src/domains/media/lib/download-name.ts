/** SPEC §5: the only kinds of file the admin download serves. */
export const downloadExtensions = ['json', 'txt', 'csv', 'html', 'pdf', 'doc'] as const;
export type DownloadExtension = (typeof downloadExtensions)[number];

/** Names the shop gives its files: one plain segment, so no name can reach outside the folder. */
const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export type DownloadNameCheck =
  | { ok: true; extension: DownloadExtension }
  | { ok: false; reason: 'no-extension' | 'unsupported'; message: string }
  | { ok: false; reason: 'unsafe'; message: string };

/**
 * SPEC §5's rule for GET /admin/download/{name}, with its exact messages: the name must end in
 * one of json, txt, csv, html, pdf, doc. A name that could not be ours (a path, `..`) is unsafe.
 */
export function checkDownloadName(name: string): DownloadNameCheck {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1) : '';
  if (extension === '') return { ok: false, reason: 'no-extension', message: 'File must have an extension' };
  if (!(downloadExtensions as readonly string[]).includes(extension.toLowerCase())) {
    return { ok: false, reason: 'unsupported', message: `Extension ${extension} is not supported` };
  }
  if (!SAFE_FILE_NAME.test(name)) return { ok: false, reason: 'unsafe', message: 'File not found.' };
  return { ok: true, extension: extension.toLowerCase() as DownloadExtension };
}
