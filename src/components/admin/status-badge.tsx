import type { ComponentPropsWithoutRef, ReactNode } from 'react';

const toneClassNames = {
  neutral: 'bg-slate-200 text-slate-800',
  quiet: 'bg-slate-100 text-slate-800',
  info: 'bg-sky-100 text-sky-900',
  success: 'bg-emerald-100 text-emerald-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
} as const;

export type StatusTone = keyof typeof toneClassNames;

/** A status as words on a tinted chip; the words carry the meaning, the colour only helps. */
export function StatusBadge({ label, tone, ...span }: { label: ReactNode; tone: StatusTone } & Omit<ComponentPropsWithoutRef<'span'>, 'className' | 'children'>) {
  return (
    <span {...span} className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${toneClassNames[tone]}`}>
      {label}
    </span>
  );
}
