'use client';

import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/i18n/navigation';
import { submitReviewAction } from '../actions';
import { MAX_RATING } from '../lib/rating';
import {
  REVIEW_CITY_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_TEXT_MIN_LENGTH,
  reviewSubmissionSchema,
  type ReviewFieldName,
  type ReviewSubmission,
  type ReviewSubmissionInput,
} from '../schemas';

const fieldNames: readonly ReviewFieldName[] = ['rating', 'text', 'city'];
const ratings = Array.from({ length: MAX_RATING }, (_, index) => index + 1);
const ratingWordKeys = ['1', '2', '3', '4', '5'] as const;

type Outcome = { kind: 'thanks' | 'already-reviewed' } | null;

/**
 * The review page's form: a 1–5 star radio group (native radios, so arrow keys move and Space
 * picks, with a visible label on each star), the text and an optional city. Checked in the
 * browser and again by the server with the same schema.
 */
export function ReviewForm({
  token,
  experienceTitle,
  alreadyReviewed,
}: {
  token: string;
  experienceTitle: string;
  /** The booking has its review. The page says so too after this form's own submit refreshes it. */
  alreadyReviewed: boolean;
}) {
  const t = useTranslations('modules.reviews');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ReviewSubmissionInput, unknown, ReviewSubmission>({
    resolver: zodResolver(reviewSubmissionSchema),
    defaultValues: { token, text: '', city: '' },
  });
  const chosen = Number(useWatch({ control, name: 'rating' }) ?? 0);

  const errorText = (field: ReviewFieldName): string | undefined => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`form.errors.${error.message}` as 'form.errors.ratingRequired');
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await submitReviewAction(values).catch(() => null);
    if (result?.ok) return setOutcome({ kind: 'thanks' });
    if (result?.code === 'conflict') return setOutcome({ kind: 'already-reviewed' });
    const fieldMessages = fieldNames.flatMap((field) => {
      const message = result?.fieldErrors[field]?.[0];
      return message ? [{ field, message }] : [];
    });
    for (const { field, message } of fieldMessages) setError(field, { type: 'server', message });
    if (fieldMessages.length === 0) setFormError(result?.message ?? t('form.messages.internal'));
  });

  const shown: Outcome = outcome ?? (alreadyReviewed ? { kind: 'already-reviewed' } : null);
  if (shown) {
    const thanks = shown.kind === 'thanks';
    return (
      <div role="status" className="flex flex-col items-start gap-4 rounded-xl bg-brand-light p-6">
        {/* The form is replaced by the answer: its heading takes the focus so screen readers hear it. */}
        <h2 ref={(heading) => (outcome ? heading?.focus() : undefined)} tabIndex={-1} className="text-2xl font-extrabold">
          {thanks ? t('page.thanksTitle') : t('page.alreadyTitle')}
        </h2>
        <p>{thanks ? t('page.thanksText', { experience: experienceTitle }) : t('page.alreadyText', { experience: experienceTitle })}</p>
        <Link href="/booking" className="font-semibold text-brand-dark underline underline-offset-4">
          {t('page.browse')}
        </Link>
      </div>
    );
  }

  const ratingError = errorText('rating');
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <input type="hidden" {...register('token')} />
      <fieldset aria-describedby={`review-rating-hint${ratingError ? ' review-rating-error' : ''}`} className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">{t('form.ratingLegend')}</legend>
        <p id="review-rating-hint" className="text-sm text-muted">
          {t('form.ratingHint')}
        </p>
        <div className="flex flex-wrap gap-2">
          {ratings.map((rating) => (
            <label
              key={rating}
              className="flex min-h-11 min-w-14 cursor-pointer flex-col items-center justify-center rounded-lg border border-black/15 px-2 py-1.5 text-xs has-checked:border-brand has-checked:bg-brand-light has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
            >
              <input type="radio" value={rating} className="sr-only" {...register('rating')} />
              <Icon name={rating <= chosen ? 'star-filled' : 'star'} size={24} className="text-amber-500" />
              <span className="font-semibold">{t('form.ratingOption', { rating })}</span>
              <span className="text-muted">{t(`form.ratingWords.${ratingWordKeys[rating - 1] ?? '5'}`)}</span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id="review-rating-error" className="text-sm font-medium text-brand-dark">
            {ratingError}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1">
        <TextAreaField
          id="review-text"
          label={t('form.text')}
          rows={6}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          error={errorText('text')}
          {...register('text')}
        />
        <p className="text-sm text-muted">{t('form.textHint', { min: REVIEW_TEXT_MIN_LENGTH, max: REVIEW_TEXT_MAX_LENGTH })}</p>
      </div>
      <div className="flex flex-col gap-1">
        <TextField
          id="review-city"
          label={t('form.city')}
          autoComplete="address-level2"
          maxLength={REVIEW_CITY_MAX_LENGTH}
          error={errorText('city')}
          {...register('city')}
        />
        <p className="text-sm text-muted">{t('form.cityHint')}</p>
      </div>
      {formError && (
        <p role="alert" className="font-medium text-brand-dark">
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full rounded-full sm:w-auto">
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
