'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ListItemButtons } from './list-item-buttons';

interface StringListFieldProps {
  label: string;
  /** What one entry is, for its label ("Gift slug"). */
  itemLabel: string;
  hint?: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** Messages by entry index, and one for the whole list. */
  itemErrors?: Record<number, string | undefined>;
  error?: string;
  max: number;
}

function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** An ordered list of short strings (slugs): add, remove and move entries with buttons. */
export function StringListField({ label, itemLabel, hint, value, onChange, itemErrors = {}, error, max }: StringListFieldProps) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-black/10 p-4" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {value.length === 0 ? <p className="text-sm text-muted">None yet.</p> : null}
      <ol className="flex flex-col gap-3">
        {value.map((item, index) => {
          const inputId = `${id}-${index}`;
          const itemError = itemErrors[index];
          return (
            <li key={index} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="flex flex-1 flex-col gap-1">
                <label htmlFor={inputId} className="text-sm font-medium">
                  {itemLabel} {index + 1}
                </label>
                <input
                  id={inputId}
                  value={item}
                  onChange={(event) => onChange(value.map((current, position) => (position === index ? event.target.value : current)))}
                  aria-invalid={itemError ? true : undefined}
                  aria-describedby={itemError ? `${inputId}-error` : undefined}
                  className="w-full rounded-md border border-muted bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
                />
                {itemError ? (
                  <p id={`${inputId}-error`} className="text-sm font-medium text-brand-dark">
                    {itemError}
                  </p>
                ) : null}
              </div>
              <ListItemButtons
                itemName={`${itemLabel.toLowerCase()} ${index + 1}`}
                index={index}
                count={value.length}
                onMove={(from, to) => onChange(moveItem(value, from, to))}
                onRemove={(position) => onChange(value.filter((_, current) => current !== position))}
              />
            </li>
          );
        })}
      </ol>
      {error ? <p className="text-sm font-medium text-brand-dark">{error}</p> : null}
      <div>
        <Button variant="secondary" size="sm" disabled={value.length >= max} onClick={() => onChange([...value, ''])}>
          Add {itemLabel.toLowerCase()}
        </Button>
      </div>
    </fieldset>
  );
}
