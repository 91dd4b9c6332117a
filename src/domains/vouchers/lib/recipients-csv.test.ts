import { describe, expect, it } from 'vitest';
import { MAX_BULK_RECIPIENTS } from '../staff-schemas';
import { readRecipientsCsv } from './recipients-csv';

describe('readRecipientsCsv', () => {
  it('reads the header in the spellings staff use, quoted commas, a BOM and blank lines', () => {
    const csv = '\uFEFFFull Name,E-mail,Gift message\n Ana Silva , ana.silva@example.com ,Welcome aboard\n\n"Lee, Jordan",JORDAN@example.com,\n';
    expect(readRecipientsCsv(csv)).toEqual({
      ok: true,
      recipients: [
        { name: 'Ana Silva', email: 'ana.silva@example.com', message: 'Welcome aboard' },
        { name: 'Lee, Jordan', email: 'jordan@example.com' },
      ],
    });
  });

  it('takes recipient_name and recipient_email as the name and e-mail columns', () => {
    const reading = readRecipientsCsv('recipient_name,recipient_email\nBo,bo@example.com\n');
    expect(reading).toEqual({ ok: true, recipients: [{ name: 'Bo', email: 'bo@example.com' }] });
  });

  it('names each bad row by its line and column, and keeps none of the good ones', () => {
    const csv = 'name,email\nAna Silva,ana@example.com\nBo,not-an-email\n,carl@example.com\nDee,dee@example.com\n';
    expect(readRecipientsCsv(csv)).toEqual({
      ok: false,
      message: '2 rows need attention; nothing was issued.',
      fieldErrors: { 'rows.3.email': ['Enter a valid e-mail address'], 'rows.4.name': ['Enter the recipient’s name'] },
    });
  });

  it('counts a row with two problems once', () => {
    const reading = readRecipientsCsv('name,email\n,not-an-email\n');
    expect(reading).toMatchObject({ ok: false, message: '1 row needs attention; nothing was issued.' });
    expect(reading.ok ? [] : Object.keys(reading.fieldErrors).sort()).toEqual(['rows.2.email', 'rows.2.name']);
  });

  it.each([
    ['a file without the header', 'Ana,ana@example.com\n'],
    ['a header without recipients', 'name,email\n'],
    ['an empty file', ''],
  ])('refuses %s, asking for the header line', (_, csv) => {
    expect(readRecipientsCsv(csv)).toEqual({
      ok: false,
      message: 'The CSV needs a header line with the columns name and email, then one recipient per line.',
      fieldErrors: { file: ['Start the file with the header line name,email and list at least one recipient'] },
    });
  });

  it('refuses a file that is not CSV, saying on which line', () => {
    const reading = readRecipientsCsv('name,email\n"Ana,ana@example.com\n');
    expect(reading).toMatchObject({ ok: false, message: 'The file could not be read as CSV.' });
    expect(reading.ok ? [] : reading.fieldErrors.file).toEqual([expect.stringMatching(/^Line \d+: .*Quote Not Closed/)]);
  });

  it(`refuses more than ${MAX_BULK_RECIPIENTS} recipients in one batch`, () => {
    const rows = Array.from({ length: MAX_BULK_RECIPIENTS + 1 }, (_, index) => `Guest ${index},guest${index}@example.com`);
    expect(readRecipientsCsv(['name,email', ...rows].join('\n'))).toEqual({
      ok: false,
      message: `A batch holds at most ${MAX_BULK_RECIPIENTS} recipients.`,
      fieldErrors: { file: [`Split the file into batches of ${MAX_BULK_RECIPIENTS} rows or fewer`] },
    });
    expect(readRecipientsCsv(['name,email', ...rows.slice(1)].join('\n'))).toMatchObject({ ok: true });
  });
});
