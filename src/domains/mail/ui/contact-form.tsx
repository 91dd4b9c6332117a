'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { sendContactMessageAction } from '@/domains/mail/actions';
import { contactMessageSchema } from '@/domains/mail/schemas';
import type { ContactFieldName, ContactMessage, ContactMessageInput } from '@/domains/mail/schemas';
import { useDialogStore } from '@/stores/dialog-store';
import { notify } from '@/stores/toast-store';

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

  // Browser checks give message keys; the server's answers are already translated.
  const errorText = (field: ContactFieldName): string | undefined => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`errors.${error.message}`);
  };

  const onSubmit = handleSubmit(async (values) => {
    // On any failure the typed values stay in the form.
    const result = await sendContactMessageAction(values).catch(() => null);
    if (result?.ok) {
      notify({ type: 'success', title: t('success.title'), description: t('success.description', { email: values.email }) });
      answer(true);
      return;
    }
    const fieldMessages = fieldNames.flatMap((field) => {
      const message = result?.fieldErrors[field]?.[0];
      return message ? [{ field, message }] : [];
    });
    for (const { field, message } of fieldMessages) setError(field, { type: 'server', message });
    if (fieldMessages.length === 0) notify({ type: 'error', description: result?.message ?? t('messages.internal') });
  });

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
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
