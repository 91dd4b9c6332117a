'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { TagAssignmentElement } from '../staff-schemas';

const PAGE_SIZE = 8;

/** Where the picker's matches come from: `key` names the source in the query cache. */
export interface PickerCandidates {
  key: readonly unknown[];
  fetchPage: (params: { search: string; page: number; perPage: number }) => Promise<{ data: TagAssignmentElement[]; total: number }>;
}

interface SearchPickerProps {
  /** "Products", "Tags", "Experiences in the box". */
  legend: string;
  selected: readonly TagAssignmentElement[];
  onChange: (selected: TagAssignmentElement[]) => void;
  candidates: PickerCandidates;
  /** A message about the whole choice, e.g. from the server. */
  error?: string;
}

/**
 * A searchable multi-select: what is chosen stays listed above (each with a Remove button), the
 * search below lists a page of matches as checkboxes. Nothing is saved here; the screen's Save
 * sends the choice.
 */
export function SearchPicker({ legend, selected, onChange, candidates: source, error }: SearchPickerProps) {
  const searchId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [text]);

  const candidates = useQuery({
    queryKey: [...source.key, search, page],
    queryFn: () => source.fetchPage({ search, page, perPage: PAGE_SIZE }),
  });
  const selectedIds = new Set(selected.map((element) => element.id));
  const pageCount = Math.max(1, Math.ceil((candidates.data?.total ?? 0) / PAGE_SIZE));

  function toggle(element: TagAssignmentElement, checked: boolean): void {
    onChange(checked ? [...selected, element] : selected.filter((item) => item.id !== element.id));
  }

  return (
    <fieldset className="rounded-lg border border-black/10 bg-white p-4" aria-describedby={error ? errorId : undefined}>
      <legend className="px-1 text-base font-bold">{legend}</legend>
      <p className="text-sm text-muted" aria-live="polite">
        {selected.length === 0 ? 'None chosen.' : `${selected.length} chosen:`}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-brand-dark">
          {error}
        </p>
      ) : null}
      {selected.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {selected.map((element) => (
            <li key={element.id} className="flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pl-3 pr-1 text-sm">
              {element.label}
              <Button variant="ghost" size="sm" aria-label={`Remove ${element.label}`} onClick={() => toggle(element, false)}>
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-4 flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-semibold">
          Search {legend.toLowerCase()}
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="w-full rounded-md border border-muted bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
        />
      </div>
      <div className="mt-2" aria-busy={candidates.isFetching || undefined}>
        {candidates.isError ? (
          <p role="alert" className="text-sm font-medium text-brand-dark">
            {candidates.error.message}
          </p>
        ) : candidates.isPending ? (
          <p role="status" className="text-sm text-muted">
            Loading…
          </p>
        ) : candidates.data.data.length === 0 ? (
          <p className="text-sm text-muted">{search ? `Nothing matches “${search}”.` : 'Nothing to choose yet.'}</p>
        ) : (
          <ul className="flex flex-col">
            {candidates.data.data.map((element) => (
              <li key={element.id}>
                <label className="flex cursor-pointer items-start gap-2 rounded px-1 py-1.5 hover:bg-slate-50">
                  <input type="checkbox" className="mt-1 size-4" checked={selectedIds.has(element.id)} onChange={(event) => toggle(element, event.target.checked)} />
                  <span>
                    <span className="font-medium">{element.label}</span>
                    <span className="block text-xs text-muted">{element.detail}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {pageCount > 1 ? (
        <div className="mt-2 flex items-center justify-between gap-2 text-sm">
          <span>
            Page {page} of {pageCount}
          </span>
          <span className="flex gap-2">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={`Previous page of ${legend.toLowerCase()}`}>
              Previous
            </Button>
            <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => setPage(page + 1)} aria-label={`Next page of ${legend.toLowerCase()}`}>
              Next
            </Button>
          </span>
        </div>
      ) : null}
    </fieldset>
  );
}
