'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/**
 * A link to hand on: shown in full, read-only (so it can be selected by hand), with a Copy button
 * whose outcome is announced politely beside it.
 */
export function CopyLinkField({ label, hint, url, copyLabel }: { label: string; hint?: string; url: string; copyLabel: string }) {
  const t = useTranslations('modules.groupGifts.start.copy');
  const id = useId();
  const [feedback, setFeedback] = useState<'copied' | 'failed' | null>(null);

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(url);
      setFeedback('copied');
    } catch {
      setFeedback('failed');
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-url`} className="text-sm font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-url`}
          readOnly
          value={url}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full min-w-0 rounded-md border border-muted bg-brand-light px-3 py-2 font-mono text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
        />
        <Button variant="secondary" aria-label={copyLabel} onClick={() => void copy()} className="shrink-0">
          {feedback === 'copied' ? <Icon name="check" size={18} /> : null}
          {t('button')}
        </Button>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm font-medium text-brand-dark">
        {feedback ? t(feedback) : ''}
      </p>
    </div>
  );
}
