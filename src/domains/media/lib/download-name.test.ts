import { describe, expect, it } from 'vitest';
import { checkDownloadName } from './download-name';

describe('checkDownloadName', () => {
  it.each(['order.json', 'notes.txt', 'products-sort-order.csv', 'page.html', 'invoice.pdf', 'letter.doc', 'UPPER.CSV'])('accepts %s', (name) => {
    expect(checkDownloadName(name).ok).toBe(true);
  });

  it.each([
    ['report', 'File must have an extension'],
    ['report.', 'File must have an extension'],
    ['.csv', 'File must have an extension'],
    ['tool.exe', 'Extension exe is not supported'],
    ['archive.tar.gz', 'Extension gz is not supported'],
    ['sheet.xlsx', 'Extension xlsx is not supported'],
  ])('refuses %s with SPEC §5’s message', (name, message) => {
    expect(checkDownloadName(name)).toMatchObject({ ok: false, message });
  });

  it.each(['../secret.csv', '..\\secret.csv', 'a/b.csv', '-rf.csv', `${'a'.repeat(130)}.csv`])('treats %s as no file of ours', (name) => {
    expect(checkDownloadName(name)).toMatchObject({ ok: false, reason: 'unsafe' });
  });
});
