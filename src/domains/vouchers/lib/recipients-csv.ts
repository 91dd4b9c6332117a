import { parse as parseCsv, CsvError } from 'csv-parse/sync';
import { fieldErrorsOf } from '@/lib/field-errors';
import { MAX_BULK_RECIPIENTS, recipientSchema, type VoucherRecipient } from '../staff-schemas';

/** The recipients of a batch, or what is wrong with the file: `fieldErrors` are keyed `file`, or `rows.<line>.<column>` for each bad row. */
export type RecipientsCsvReading = { ok: true; recipients: VoucherRecipient[] } | { ok: false; message: string; fieldErrors: Record<string, string[]> };

/** A CSV header in any case and spelling staff are likely to use ("Name", "E-mail", "recipient_email"). */
function normalizeHeader(header: string): string {
  const key = header.toLowerCase().replace(/[^a-z]/g, '');
  if (key === 'name' || key === 'recipientname' || key === 'fullname') return 'name';
  if (key === 'email' || key === 'recipientemail' || key === 'emailaddress') return 'email';
  if (key === 'message' || key === 'giftmessage') return 'message';
  return key;
}

/** The CSV's recipients, or every row's problems at once, so staff fix the file in one go. */
export function readRecipientsCsv(csv: string): RecipientsCsvReading {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parseCsv(csv, { columns: (headers: string[]) => headers.map(normalizeHeader), bom: true, trim: true, skip_empty_lines: true, info: true });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { ok: false, message: 'The file could not be read as CSV.', fieldErrors: { file: [`Line ${error.lines}: ${error.message}`] } };
  }
  const first = records[0];
  if (!first || !('name' in first.record) || !('email' in first.record)) {
    return {
      ok: false,
      message: 'The CSV needs a header line with the columns name and email, then one recipient per line.',
      fieldErrors: { file: ['Start the file with the header line name,email and list at least one recipient'] },
    };
  }
  if (records.length > MAX_BULK_RECIPIENTS) {
    return { ok: false, message: `A batch holds at most ${MAX_BULK_RECIPIENTS} recipients.`, fieldErrors: { file: [`Split the file into batches of ${MAX_BULK_RECIPIENTS} rows or fewer`] } };
  }
  const recipients: VoucherRecipient[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const { record, info } of records) {
    const parsed = recipientSchema.safeParse({ name: record.name, email: record.email, message: record.message || undefined });
    if (parsed.success) recipients.push(parsed.data);
    else for (const [field, problems] of Object.entries(fieldErrorsOf(parsed.error))) fieldErrors[`rows.${info.lines}.${field}`] = problems;
  }
  const badRows = new Set(Object.keys(fieldErrors).map((key) => key.split('.')[1])).size;
  if (badRows > 0) {
    return { ok: false, message: `${badRows} ${badRows === 1 ? 'row needs' : 'rows need'} attention; nothing was issued.`, fieldErrors };
  }
  return { ok: true, recipients };
}
