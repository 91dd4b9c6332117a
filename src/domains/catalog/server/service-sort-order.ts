import 'server-only';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { newExportFileName, writeExportFile } from '@/domains/media/server/service-exports';
import { writeAuditLogEntry } from '@/server/audit-log';
import { cacheTags, invalidateCacheTags } from '@/server/cache';
import { getDatabase, runInTransaction, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { sortOrderCsvColumns, sortOrderCsvRowSchema, type SortOrderRowError } from '../staff-schemas';
import { findProductPositionsByIds, findProductsInSortOrder, updateProductPositions } from './repository-sort-order';

/** A sort-order file is one short line per product; anything far bigger is the wrong file. */
export const MAX_SORT_ORDER_FILE_BYTES = 2 * 1024 * 1024;
const MAX_SORT_ORDER_ROWS = 20_000;

/**
 * SPEC §7 GET /v2/admin/products/export-order: writes every product's position (id, slug,
 * title, position) as CSV and answers the file's name. The file is complete once the name is
 * answered, so the screen's first poll of the download finds it.
 */
export async function exportProductSortOrder(db?: DatabaseClient): Promise<{ name: string }> {
  const rows = await findProductsInSortOrder(getDatabase(db));
  const csv = stringify(
    rows.map((row) => ({ id: row.id, slug: row.slug, title: row.title, position: row.sortOrder })),
    { header: true, columns: [...sortOrderCsvColumns] },
  );
  const name = newExportFileName('products-sort-order', 'csv');
  await writeExportFile('catalogue', name, csv);
  return { name };
}

export type SortOrderImportOutcome = { ok: true; message: string } | { ok: false; message: string; errors: SortOrderRowError[] };

type ParsedRow = { row: number; id: string; slug: string | undefined; position: number };

function parseSortOrderCsv(text: string): { rows: ParsedRow[]; errors: SortOrderRowError[] } {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  let header: string[] = [];
  try {
    records = parse(text, {
      bom: true,
      columns: (names: string[]) => (header = names.map((column) => column.trim().toLowerCase())),
      skip_empty_lines: true,
      trim: true,
      info: true,
      to: MAX_SORT_ORDER_ROWS + 1,
    });
  } catch (error) {
    if (error instanceof CsvError) return { rows: [], errors: [{ row: typeof error.lines === 'number' ? error.lines : 1, message: `This row cannot be read as CSV: ${error.message}` }] };
    throw error;
  }
  if (!header.includes('id') || !header.includes('position')) {
    return { rows: [], errors: [{ row: 1, message: 'The first row must name the columns id and position (slug and title may follow).' }] };
  }
  if (records.length === 0) return { rows: [], errors: [{ row: 2, message: 'The file lists no products.' }] };
  if (records.length > MAX_SORT_ORDER_ROWS) return { rows: [], errors: [{ row: MAX_SORT_ORDER_ROWS + 2, message: `A file may list at most ${MAX_SORT_ORDER_ROWS} products.` }] };

  const rows: ParsedRow[] = [];
  const errors: SortOrderRowError[] = [];
  const firstRowOfId = new Map<string, number>();
  for (const { record, info } of records) {
    const row = info.lines;
    const parsed = sortOrderCsvRowSchema.safeParse(record);
    if (!parsed.success) {
      errors.push({ row, message: parsed.error.issues.map((issue) => issue.message).join('; ') });
      continue;
    }
    const earlier = firstRowOfId.get(parsed.data.id);
    if (earlier !== undefined) {
      errors.push({ row, message: `Product ${parsed.data.id} is already listed in row ${earlier}.` });
      continue;
    }
    firstRowOfId.set(parsed.data.id, row);
    rows.push({ row, ...parsed.data });
  }
  return { rows, errors };
}

/**
 * SPEC §7 POST /v2/admin/products/import-order: sets each listed product's position. Every row
 * is checked first (readable, a known product whose slug still matches, a whole position, no
 * product twice); one bad row and nothing is applied. All positions change in one transaction,
 * audited, and the storefront's lists show the new order on their next request.
 */
export async function importProductSortOrder(text: string, staffUserId: string, db?: DatabaseClient): Promise<SortOrderImportOutcome> {
  const { rows, errors } = parseSortOrderCsv(text);
  const refused = (rowErrors: SortOrderRowError[]): SortOrderImportOutcome => ({
    ok: false,
    message: `${rowErrors.length === 1 ? 'One row needs' : `${rowErrors.length} rows need`} attention; nothing was changed.`,
    errors: rowErrors.sort((a, b) => a.row - b.row),
  });
  if (errors.length > 0 && rows.length === 0) return refused(errors);

  const outcome = await runInTransaction(db, async (tx): Promise<SortOrderImportOutcome> => {
    const known = new Map((await findProductPositionsByIds(tx, rows.map((row) => row.id))).map((product) => [product.id, product]));
    const rowErrors = [...errors];
    for (const row of rows) {
      const product = known.get(row.id);
      if (!product) rowErrors.push({ row: row.row, message: `No product has the id ${row.id}.` });
      else if (row.slug !== undefined && row.slug !== product.slug) {
        rowErrors.push({ row: row.row, message: `The slug ${row.slug} is not product ${row.id}'s (${product.slug}).` });
      }
    }
    if (rowErrors.length > 0) return refused(rowErrors);

    const changes = rows.flatMap((row) => {
      const before = known.get(row.id)?.sortOrder;
      return before === row.position ? [] : [{ id: row.id, from: before ?? null, to: row.position }];
    });
    await updateProductPositions(tx, changes.map((change) => ({ id: change.id, position: change.to })));
    await writeAuditLogEntry(tx, {
      staffId: staffUserId,
      action: 'product.import-sort-order',
      entityType: 'Product',
      entityId: 'sort-order',
      data: { rows: rows.length, changes },
    });
    return { ok: true, message: `Sort order imported: ${rows.length} products, ${changes.length} moved.` };
  });
  if (outcome.ok) await invalidateCacheTags([cacheTags.catalog]);
  return outcome;
}

/** The uploaded file's text; a file that is not UTF-8 text is refused before parsing. */
export async function readSortOrderFile(file: File): Promise<string> {
  if (file.size === 0) throw new AppError('invalid_input', 'The file is empty.', { file: ['Choose the CSV file to import.'] });
  if (file.size > MAX_SORT_ORDER_FILE_BYTES) {
    throw new AppError('payload_too_large', 'The file must be under 2 MB.', { file: ['The file is too large for a sort order.'] });
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw new AppError('invalid_input', 'The file is not a CSV text file.', { file: ['Export the sheet as CSV (UTF-8) and try again.'] });
  }
}
