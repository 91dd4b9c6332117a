'use client';

import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';

/** A list's search box: the server is asked once typing pauses, not on every key. */
export function AdminSearchField({ label, value, onSearch }: { label: string; value: string; onSearch: (search: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="w-full rounded-md border border-muted bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand sm:w-80"
      />
    </div>
  );
}

/**
 * Previous / next with where the list stands ("21–40 of 95"); pages count from 1, as the API's
 * `page`. A list that stops counting at a cap (`totalCapped`) stands at "1–20 of more than
 * 10,000", and its next page exists while this one is full.
 */
export function AdminPagination({
  page,
  perPage,
  total,
  totalCapped = false,
  shown,
  onPage,
}: {
  page: number;
  perPage: number;
  total: number;
  totalCapped?: boolean;
  /** The rows on this page, for a capped list's next page. */
  shown?: number;
  onPage: (page: number) => void;
}) {
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = totalCapped ? first + Math.max(0, (shown ?? perPage) - 1) : Math.min(total, page * perPage);
  const hasNext = totalCapped ? (shown ?? perPage) >= perPage : page < pageCount;
  const where = totalCapped ? `${first}–${last} of more than ${total.toLocaleString('en-CA')}` : `${first}–${last} of ${total}`;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite">{total === 0 ? 'Nothing to show' : where}</p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
