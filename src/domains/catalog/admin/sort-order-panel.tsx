'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { Button } from '@/components/ui/button';
import { requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { sortOrderExportAnswerSchema, sortOrderImportAnswerSchema, sortOrderImportErrorsSchema, type SortOrderRowError } from '../staff-schemas';

/** How long the screen waits for an export file at most; polls start quick and slow down. */
const EXPORT_POLL_LIMIT_MS = 60_000;
const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Waits until the export can be downloaded: SPEC §7 waits a fixed 25 s, but the file exists as
 * soon as it is written, so this asks (HEAD) until the download answers, and no longer.
 */
async function waitForDownload(url: string): Promise<void> {
  const started = Date.now();
  for (let delay = 250; Date.now() - started < EXPORT_POLL_LIMIT_MS; delay = Math.min(delay * 2, 4_000)) {
    const response = await fetch(url, { method: 'HEAD' });
    if (response.ok) return;
    if (response.status === 401) {
      // The GET through requestAdminApi signs out and goes to the login page, as every 401 does.
      await requestAdminApi(url, { parse: () => undefined });
    }
    if (response.status !== 404) throw new Error(`The file could not be fetched (${response.status}).`);
    await wait(delay);
  }
  throw new Error('The export is taking too long. Try again in a minute.');
}

function saveFile(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** /admin/products/sort-order: the products' storefront order as a spreadsheet, out and back in. */
export function SortOrderPanel() {
  return (
    <>
      <AdminPageHeader
        title="Products’ sort order"
        description="Export every product’s position as CSV, reorder it in a spreadsheet, and import it back. The storefront’s “Our picks” order follows the positions, lowest first."
      />
      <div className="grid max-w-4xl gap-6 lg:grid-cols-2">
        <ExportCard />
        <ImportCard />
      </div>
    </>
  );
}

function ExportCard() {
  const [state, setState] = useState<{ status: 'idle' | 'working' | 'done' | 'failed'; message?: string }>({ status: 'idle' });

  async function exportOrder(): Promise<void> {
    setState({ status: 'working', message: 'Writing the file…' });
    try {
      const { name } = await requestAdminApi('/api/v2/admin/products/export-order', sortOrderExportAnswerSchema);
      const url = `/api/admin/download/${encodeURIComponent(name)}`;
      await waitForDownload(url);
      saveFile(url, name);
      setState({ status: 'done', message: `Downloaded ${name}.` });
    } catch (error) {
      setState({ status: 'failed', message: error instanceof Error ? error.message : 'The export failed. Try again.' });
    }
  }

  return (
    <section aria-labelledby="sort-order-export-heading" className="flex flex-col gap-3 rounded-lg border border-black/10 bg-white p-5">
      <h2 id="sort-order-export-heading" className="text-lg font-bold">
        Export
      </h2>
      <p className="text-sm text-muted">A CSV with the columns id, slug, title and position, one row per product.</p>
      <div>
        <Button onClick={exportOrder} loading={state.status === 'working'}>
          Export sort order
        </Button>
      </div>
      <p role={state.status === 'failed' ? 'alert' : 'status'} className={state.status === 'failed' ? 'text-sm font-medium text-brand-dark' : 'text-sm'}>
        {state.message ?? ''}
      </p>
    </section>
  );
}

function ImportCard() {
  const fileId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string; errors: SortOrderRowError[] } | null>(null);

  async function importOrder(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!file) {
      setResult({ ok: false, message: 'Choose the CSV file to import.', errors: [] });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const form = new FormData();
      form.set('file', file);
      const { message } = await requestAdminApi('/api/v2/admin/products/import-order', sortOrderImportAnswerSchema, { method: 'POST', body: form });
      setResult({ ok: true, message, errors: [] });
      // Product lists elsewhere in the back office show positions too.
      await queryClient.invalidateQueries({ queryKey: ['admin', 'products'] });
    } catch (error) {
      const rowErrors = error instanceof ApiRequestError ? sortOrderImportErrorsSchema.safeParse(error.body) : null;
      if (rowErrors?.success) setResult({ ok: false, ...rowErrors.data });
      else setResult({ ok: false, message: error instanceof Error ? error.message : 'The import failed. Try again.', errors: [] });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="sort-order-import-heading" className="flex flex-col gap-3 rounded-lg border border-black/10 bg-white p-5">
      <h2 id="sort-order-import-heading" className="text-lg font-bold">
        Import
      </h2>
      <p className="text-sm text-muted">
        Rows need an id and a position; a slug, if given, must still be the product’s. If any row is wrong, nothing changes.
      </p>
      <form method="post" onSubmit={importOrder} noValidate className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={fileId} className="text-sm font-semibold">
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-muted file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
          />
        </div>
        <div>
          <Button type="submit" loading={busy}>
            Import sort order
          </Button>
        </div>
      </form>
      {result ? (
        <div role={result.ok ? 'status' : 'alert'}>
          <p className={result.ok ? 'text-sm font-medium text-emerald-800' : 'text-sm font-medium text-brand-dark'}>{result.message}</p>
          {result.errors.length > 0 ? (
            <table className="mt-3 w-full border-collapse text-left text-sm">
              <caption className="sr-only">Rows to fix</caption>
              <thead className="bg-slate-100 text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Row
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Problem
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.errors.map((rowError, index) => (
                  <tr key={`${rowError.row}-${index}`} className="border-t border-black/5">
                    <td className="px-3 py-2 align-top">{rowError.row}</td>
                    <td className="px-3 py-2 break-words">{rowError.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
