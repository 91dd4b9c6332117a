'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { sendContactMessageAction } from '@/domains/mail/actions';
import { contactMessageSchema } from '@/domains/mail/schemas';
import type { ContactFieldName, ContactMessage, ContactMessageInput } from '@/domains/mail/schemas';
import { useDialogStore } from '@/stores/dialog-store';
import { notify } from '@/stores/toast-store';
import { TextAreaField, TextField } from './form-field';

const fieldNames: readonly ContactFieldName[] = ['name', 'email', 'message'];

/** Contact-us modal body: checked in the browser and again by the server with the same schema. */
export function ContactForm() {
  const t = useTranslations('form.contact');
  const answer = useDialogStore((state) => state.answer);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', message: '' },
  });

  const errorText = (field: ContactFieldName): string | undefined => {
    const key = errors[field]?.message;
    return key ? t(`errors.${key}`) : undefined;
  };

  const onSubmit = handleSubmit(async (values) => {
    // On any failure the typed values stay in the form.
    const result = await sendContactMessageAction(values).catch(() => ({ ok: false, code: 'unknown' }) as const);
    if (result.ok) {
      notify({ type: 'success', title: t('success.title'), description: t('success.description', { email: values.email }) });
      answer(true);
      return;
    }
    if (result.code === 'invalid_input') {
      for (const field of fieldNames) {
        const key = result.fieldErrors[field];
        if (key) setError(field, { message: key });
      }
      return;
    }
    notify({ type: 'error', description: t(result.code === 'rate_limited' ? 'rateLimited' : 'failed') });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-muted">{t('intro')}</p>
      <TextField id="contact-name" label={t('name')} autoComplete="name" error={errorText('name')} {...register('name')} />
      <TextField
        id="contact-email"
        type="email"
        label={t('email')}
        autoComplete="email"
        error={errorText('email')}
        {...register('email')}
      />
      <TextAreaField id="contact-message" label={t('message')} rows={5} error={errorText('message')} {...register('message')} />
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
