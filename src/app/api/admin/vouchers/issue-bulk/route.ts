import { NextResponse } from 'next/server';
import { issueVoucherBatchSchema, MAX_BULK_CSV_BYTES } from '@/domains/vouchers/staff-schemas';
import { issueVoucherBatch } from '@/domains/vouchers/server/staff-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';

/** The multipart form, its declared length checked before anything is read (as for uploads). */
async function readBatchForm(request: Request): Promise<FormData> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!Number.isFinite(declared)) throw new AppError('invalid_input', 'Send the batch as multipart/form-data with a Content-Length.');
  if (declared > MAX_BULK_CSV_BYTES + 64 * 1024) throw new AppError('payload_too_large', 'The CSV file must be under 256 kB.');
  return request.formData().catch(() => {
    throw new AppError('invalid_input', 'Send the batch as multipart/form-data.');
  });
}

/** A filled-in text field of the form, or undefined. */
function readField(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * POST /api/admin/vouchers/issue-bulk, multipart: `file` (a CSV of recipients: name, email, and an
 * optional message), `productId` or `valueCents`, `note`, an optional `message` and an optional `designId`. Every row is
 * checked first; one bad row issues nothing and answers each row's problems.
 */
export const POST = staffRoute(async ({ request, staff }) => {
  const form = await readBatchForm(request);
  const file = form.get('file');
  if (!(file instanceof File)) throw new AppError('invalid_input', 'Some fields need attention.', { file: ['Choose a CSV file of recipients'] });
  const valueCents = readField(form, 'valueCents');
  const input = parseInput(issueVoucherBatchSchema, {
    csv: await file.text(),
    productId: readField(form, 'productId'),
    designId: readField(form, 'designId'),
    valueCents: valueCents === undefined ? undefined : Number(valueCents),
    note: readField(form, 'note') ?? '',
    message: readField(form, 'message'),
  });
  const issued = await issueVoucherBatch(input, staff.id);
  return NextResponse.json({ data: issued, total: issued.length }, { status: 201 });
}, { area: 'sales' });
