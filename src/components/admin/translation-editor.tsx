'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { adminJsonRequest, requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { staffLanguageName, translationLocales } from '@/lib/translation-input';

/** One text of an item, as the editor shows it: the English beside the field for the translation. */
export type TranslatableText = {
  name: string;
  label: string;
  /** The item's English text; a text with no English needs no translation. */
  english: string | null;
  multiline?: boolean;
  maxLength: number;
};

export type TranslationTexts = Record<string, string | null>;

type TranslationEditorProps = {
  /** The language's name for staff, e.g. "French". */
  languageName: string;
  /** The language's tag, e.g. "fr-CA", for `lang` on its fields. */
  locale: string;
  texts: readonly TranslatableText[];
  queryKey: readonly unknown[];
  load: () => Promise<TranslationTexts>;
  save: (texts: TranslationTexts) => Promise<TranslationTexts>;
};

/** How many of the texts that have English still lack this language's. */
export function countUntranslated(texts: readonly TranslatableText[], values: TranslationTexts): number {
  return texts.filter((text) => text.english?.trim() && !values[text.name]?.trim()).length;
}

/**
 * An item's texts in another language, each beside its English (docs/adr/0024): staff translate
 * field by field, and a field left blank is shown in English in the shop, as the hint says.
 */
export function TranslationEditor(props: TranslationEditorProps) {
  const headingId = useId();
  const loaded = useQuery({ queryKey: props.queryKey, queryFn: props.load });
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-black/10 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold">
        {props.languageName} ({props.locale})
      </h2>
      {loaded.isPending ? <p className="mt-2 text-sm text-muted">Loading the {props.languageName} texts…</p> : null}
      {loaded.isError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-brand-dark">
          The {props.languageName} texts could not be loaded. Reload the page to try again.
        </p>
      ) : null}
      {loaded.data ? <TranslationForm {...props} stored={loaded.data} /> : null}
    </section>
  );
}

function TranslationForm({ languageName, locale, texts, queryKey, save, stored }: TranslationEditorProps & { stored: TranslationTexts }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<TranslationTexts>(stored);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const formId = useId();
  const untranslated = countUntranslated(texts, values);
  const saving = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      setValues(saved);
      setFieldErrors({});
      toast.success(`${languageName} texts saved. The shop shows them on its next page load.`);
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError)) {
        toast.error('The back office cannot be reached. Check your connection and try again.');
        return;
      }
      setFieldErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages.join(' ')])));
      toast.error(error.message);
    },
  });

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    saving.mutate(values);
  }

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-2 flex flex-col gap-4">
      <p className="text-sm text-muted" role="status">
        {untranslated === 0
          ? `Every text is in ${languageName}.`
          : `${untranslated} ${untranslated === 1 ? 'text is' : 'texts are'} not in ${languageName} yet: the shop shows the English there.`}
      </p>
      {texts.map((text) => {
        const id = `${formId}-${text.name}`;
        const value = values[text.name] ?? '';
        const field = {
          id,
          label: `${text.label} in ${languageName}`,
          lang: locale,
          value,
          maxLength: text.maxLength,
          error: fieldErrors[text.name],
          onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [text.name]: event.target.value })),
        };
        return (
          <div key={text.name} className="grid gap-2 border-t border-black/5 pt-4 lg:grid-cols-2 lg:gap-6">
            <div className="flex flex-col gap-1">
              <p className="text-sm font-semibold">{text.label} in English</p>
              <p lang="en-CA" className="whitespace-pre-wrap break-words rounded-md bg-slate-50 px-3 py-2 text-sm">
                {text.english?.trim() ? text.english : <span className="text-muted">No English text: nothing to translate.</span>}
              </p>
            </div>
            {text.multiline ? <TextAreaField {...field} rows={8} /> : <TextField {...field} />}
          </div>
        );
      })}
      <div>
        <Button type="submit" loading={saving.isPending}>
          Save {languageName} texts
        </Button>
      </div>
    </form>
  );
}

const anyAnswer = z.object({ data: z.unknown() }).transform((answer) => answer.data);

type TranslationEditorsProps = {
  /** The address of the item's translations; each language is appended (`…/translations/fr-CA`). */
  basePath: string;
  queryKey: readonly unknown[];
  texts: readonly TranslatableText[];
  /** The stored answer's texts, as the editor edits them. */
  read: (answer: unknown) => TranslationTexts;
  /** What a save sends. */
  body: (values: TranslationTexts) => unknown;
};

/** Below an item's form: its texts in each of the shop's other languages, each saved on its own. */
export function TranslationEditors({ basePath, queryKey, texts, read, body }: TranslationEditorsProps) {
  return (
    <div className="mt-6 flex flex-col gap-6">
      {translationLocales.map((locale) => {
        const path = `${basePath}/${locale}`;
        return (
          <TranslationEditor
            key={locale}
            languageName={staffLanguageName(locale)}
            locale={locale}
            texts={texts}
            queryKey={[...queryKey, locale]}
            load={async () => read(await requestAdminApi(path, anyAnswer))}
            save={async (values) => read(await requestAdminApi(path, anyAnswer, adminJsonRequest('PUT', body(values))))}
          />
        );
      })}
    </div>
  );
}
