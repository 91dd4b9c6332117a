'use client';

import type { ReactNode } from 'react';

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
