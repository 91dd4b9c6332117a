'use client';

import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

export interface PickerOption {
  id: string;
  label: string;
  /** A second line, e.g. the link's URL. */
  detail?: string;
}

interface OrderedPickerProps {
  legend: string;
  hint?: ReactNode;
  options: PickerOption[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  emptyText: string;
  /** Whether the options are still loading (or failed), said in place of the add control. */
  optionsStatus?: string | null;
}

/**
 * An ordered choice from a list: add from a select, move up or down, remove. Buttons, not
 * dragging, so the order is set the same way by keyboard, touch and mouse.
 */
export function OrderedPicker({ legend, hint, options, value, onChange, error, emptyText, optionsStatus }: OrderedPickerProps) {
  const selectId = useId();
  const errorId = useId();
  const [choice, setChoice] = useState('');
  const byId = new Map(options.map((option) => [option.id, option]));
  const available = options.filter((option) => !value.includes(option.id));

  function move(index: number, offset: number): void {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(index + offset, 0, item as string);
    onChange(next);
  }

  function add(): void {
    const id = choice || available[0]?.id;
    if (!id) return;
    onChange([...value, id]);
    setChoice('');
  }

  return (
    <fieldset className="rounded-lg border border-black/10 p-4" aria-describedby={error ? errorId : undefined}>
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {hint ? <p className="mb-3 text-sm text-muted">{hint}</p> : null}
      {value.length === 0 ? (
        <p className="text-sm text-muted">{emptyText}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {value.map((id, index) => {
            const option = byId.get(id);
            const name = option?.label ?? id;
            return (
              <li key={id} className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2">
                <span className="min-w-0">
                  <span className="mr-2 text-xs text-muted">{index + 1}.</span>
                  <span className="font-medium">{name}</span>
                  {option?.detail ? <span className="block break-all text-xs text-muted">{option.detail}</span> : null}
                </span>
                <span className="flex gap-1">
                  <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${name} up`}>
                    Up
                  </Button>
                  <Button variant="ghost" size="sm" disabled={index === value.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${name} down`}>
                    Down
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => onChange(value.filter((other) => other !== id))} aria-label={`Remove ${name}`}>
                    Remove
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {optionsStatus ? (
        <p className="mt-3 text-sm text-muted" role="status">
          {optionsStatus}
        </p>
      ) : available.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-end gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-semibold">
              Add to {legend.toLowerCase()}
            </label>
            <select
              id={selectId}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              className="w-full rounded-md border border-muted bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
            >
              {available.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.detail ? `${option.label} (${option.detail})` : option.label}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" size="sm" onClick={add}>
            Add
          </Button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-brand-dark">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
