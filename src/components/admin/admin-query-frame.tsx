import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiRequestError } from '@/lib/api-client';

/** The server's sentence for a refusal; a network failure or an unreadable answer gets the screen's own, never raw error text. */
export function describeAdminError(error: unknown, fallback = 'The back office cannot be reached. Check your connection and try again.'): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}

/** A back-office screen's failure, in the server's words or the screen's own. */
export function AdminErrorAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-brand bg-brand-light px-4 py-3 text-sm font-medium text-brand-dark">
      {children}
    </p>
  );
}

/** What stands in a screen's place until its data arrives: the error once there is one, else a loading line. */
export function AdminLoadState({ error, loadingText = 'Loading…' }: { error: string | null; loadingText?: string }) {
  if (error !== null) return <AdminErrorAlert>{error}</AdminErrorAlert>;
  return (
    <p role="status" className="text-muted">
      {loadingText}
    </p>
  );
}

/**
 * Holds a screen until its query has answered: the loading line, the error (a failed refetch too,
 * so staff never act on data the server no longer confirms), or the screen drawn from the data.
 */
export function AdminQueryFrame<Data>({
  query,
  loadingText,
  describeError = (error) => error.message,
  children,
}: {
  query: UseQueryResult<Data>;
  loadingText?: string;
  describeError?: (error: Error) => string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) return <AdminLoadState error={describeError(query.error)} />;
  if (query.isPending) return <AdminLoadState error={null} loadingText={loadingText} />;
  return children(query.data);
}
