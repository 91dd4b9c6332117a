'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describeAdminError } from './site-content-api';

/** Holds an editor until its block has loaded: a loading line, the server's error, or the form. */
export function BlockEditorFrame<Block>({ query, children }: { query: UseQueryResult<Block | null>; children: (block: Block | null) => ReactNode }) {
  if (query.isPending) {
    return (
      <p role="status" className="text-muted">
        Loading…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-md border border-brand bg-brand-light px-4 py-3 text-sm font-medium text-brand-dark">
        {describeAdminError(query.error)}
      </p>
    );
  }
  return children(query.data);
}

/** The sticky bar under a long form: one save button that is always in reach, also on a phone. */
export function SaveBar({ saving, dirty, children }: { saving: boolean; dirty: boolean; children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex items-center justify-end gap-3 border-t border-black/10 bg-white/95 px-4 py-3 lg:-mx-8 lg:px-8">
      <p className="text-sm text-muted" aria-live="polite">
        {saving ? 'Saving…' : dirty ? 'Unsaved changes' : 'All changes saved'}
      </p>
      {children}
    </div>
  );
}
