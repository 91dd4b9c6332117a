'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { describeAdminError } from '@/components/admin/admin-query-frame';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import { adminJsonRequest, adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { ApiRequestError } from '@/lib/api-client';
import { formatMoney, parseDollarsToCents, STAFF_LOCALE } from '@/lib/money';
import { issuedVoucherSchema, issueVoucherBatchFormSchema, issueVoucherFormSchema, MAX_BULK_RECIPIENTS, staffGiftDesignSchema, type IssuedVoucher } from '../staff-schemas';
import { SALES_QUERY_KEY } from './voucher-panel';

type IssueForm = z.input<typeof issueVoucherFormSchema>;
type BatchForm = z.input<typeof issueVoucherBatchFormSchema>;

const giftRowSchema = z.object({ id: z.string(), kind: z.string(), title: z.string(), priceCents: z.number(), published: z.boolean() });
const giftsAnswerSchema = adminListAnswerSchema(giftRowSchema);

/** The gift voucher products a voucher can be issued for (the catalogue's first hundred). */
function useGiftOptions() {
  return useQuery({
    queryKey: [SALES_QUERY_KEY, 'gift-options'],
    queryFn: () => requestAdminApi('/api/admin/products?page=1&per_page=100', giftsAnswerSchema),
    select: (answer) => answer.data.filter((product) => product.kind === 'GIFT_VOUCHER'),
  });
}

const designsAnswerSchema = adminListAnswerSchema(staffGiftDesignSchema);

/** The published card designs buyers can choose, in the shop's order. */
function useDesignOptions() {
  return useQuery({
    queryKey: [SALES_QUERY_KEY, 'design-options'],
    queryFn: () => requestAdminApi('/api/admin/gift-designs', designsAnswerSchema),
    select: (answer) => answer.data.filter((design) => design.published),
  });
}

type WorthFieldsProps = {
  idPrefix: string;
  source: 'product' | 'value';
  register: { source: UseFormRegisterReturn; value: UseFormRegisterReturn; productId: UseFormRegisterReturn; designId: UseFormRegisterReturn };
  errors: { value?: string; productId?: string; designId?: string };
};

/** A gift from the catalogue or a plain dollar value, and the card it is printed on: the fields both forms share. */
function GiftOrValueFields({ idPrefix, source, register, errors }: WorthFieldsProps) {
  const gifts = useGiftOptions();
  const designs = useDesignOptions();
  return (
    <>
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="font-semibold">Worth</legend>
        <label className="flex items-center gap-2">
          <input type="radio" value="value" className="size-4" {...register.source} /> A dollar value (a gift card)
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" value="product" className="size-4" {...register.source} /> A gift of the catalogue, at its price
        </label>
      </fieldset>
      {source === 'value' ? (
        <TextField id={`${idPrefix}-value`} label="Value ($)" inputMode="decimal" error={errors.value} {...register.value} />
      ) : (
        <SelectField id={`${idPrefix}-product`} label="Gift" error={errors.productId ?? (gifts.isError ? 'The gifts could not be loaded.' : undefined)} {...register.productId}>
          <option value="">{gifts.isPending ? 'Loading gifts…' : 'Choose a gift'}</option>
          {(gifts.data ?? []).map((gift) => (
            <option key={gift.id} value={gift.id}>
              {gift.title} — {formatMoney(gift.priceCents, STAFF_LOCALE)}
              {gift.published ? '' : ' (not published)'}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField id={`${idPrefix}-design`} label="Card design" error={errors.designId ?? (designs.isError ? 'The card designs could not be loaded.' : undefined)} {...register.designId}>
        <option value="">Classic card</option>
        {(designs.data ?? []).map((design) => (
          <option key={design.id} value={design.id}>
            {design.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}

function toWorth(form: BatchForm): { productId?: string; valueCents?: number; designId?: string } {
  const designId = form.designId || undefined;
  return form.source === 'product' ? { productId: form.productId, designId } : { valueCents: parseDollarsToCents(form.value) ?? 0, designId };
}

const blank: IssueForm = { source: 'value', productId: '', value: '', designId: '', recipientName: '', recipientEmail: '', message: '', note: '' };

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-black/10 bg-white p-4">
      <h2 id={id} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function IssueOneForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [issued, setIssued] = useState<IssuedVoucher | null>(null);
  const form = useForm<IssueForm>({ resolver: zodResolver(issueVoucherFormSchema), defaultValues: blank });
  const source = useWatch({ control: form.control, name: 'source' });
  const errors = form.formState.errors;
  const issue = useMutation({
    mutationFn: (input: IssueForm) =>
      requestAdminApi(
        '/api/admin/vouchers/issue',
        z.object({ data: issuedVoucherSchema }),
        adminJsonRequest('POST', { ...toWorth(input), recipientName: input.recipientName, recipientEmail: input.recipientEmail, message: input.message || undefined, note: input.note }),
      ),
    onSuccess: async ({ data }) => {
      setIssued(data);
      toast.success(`Voucher …${data.certificateLast4} issued and e-mailed to ${data.recipientEmail}.`);
      form.reset(blank);
      await queryClient.invalidateQueries({ queryKey: [SALES_QUERY_KEY] });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const name = field === 'valueCents' ? 'value' : field;
          if (name in blank) form.setError(name as keyof IssueForm, { message: messages[0] });
        }
      }
      toast.error(describeAdminError(error));
    },
  });
  return (
    <Panel title="One voucher" id={`${id}-title`}>
      <form method="post" onSubmit={form.handleSubmit((input) => issue.mutateAsync(input).catch(() => undefined))} noValidate className="flex flex-col gap-3">
        <GiftOrValueFields
          idPrefix={`${id}-one`}
          source={source}
          register={{ source: form.register('source'), value: form.register('value'), productId: form.register('productId'), designId: form.register('designId') }}
          errors={{ value: errors.value?.message, productId: errors.productId?.message, designId: errors.designId?.message }}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField id={`${id}-name`} label="Recipient’s name" autoComplete="off" error={errors.recipientName?.message} {...form.register('recipientName')} />
          <TextField id={`${id}-email`} label="Recipient’s e-mail" type="email" autoComplete="off" error={errors.recipientEmail?.message} {...form.register('recipientEmail')} />
        </div>
        <TextAreaField id={`${id}-message`} label="Message to the recipient (optional)" rows={3} error={errors.message?.message} {...form.register('message')} />
        <TextField id={`${id}-note`} label="Note: why it is issued (staff only)" error={errors.note?.message} {...form.register('note')} />
        <div>
          <Button type="submit" loading={issue.isPending}>
            Issue voucher
          </Button>
        </div>
      </form>
      {issued ? (
        <p role="status" className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Issued voucher <span className="font-mono font-semibold">…{issued.certificateLast4}</span> worth {formatMoney(issued.valueCents, STAFF_LOCALE)} to {issued.recipientEmail}.{' '}
          <Link href={`/admin/vouchers/${issued.id}`} className="font-medium underline underline-offset-2">
            Open it
          </Link>
        </p>
      ) : null}
    </Panel>
  );
}

/** "rows.3.email" as staff read it: "Line 3, email". */
function describeField(field: string): string {
  const [scope, line, column] = field.split('.');
  return scope === 'rows' ? `Line ${line}, ${column}` : field === 'file' ? 'File' : field;
}

function IssueBatchForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [problems, setProblems] = useState<[string, string[]][]>([]);
  const [issued, setIssued] = useState<number | null>(null);
  const form = useForm<BatchForm>({ resolver: zodResolver(issueVoucherBatchFormSchema), defaultValues: { source: 'value', productId: '', value: '', designId: '', message: '', note: '' } });
  const source = useWatch({ control: form.control, name: 'source' });
  const errors = form.formState.errors;
  const issue = useMutation({
    mutationFn: (input: BatchForm) => {
      const body = new FormData();
      const worth = toWorth(input);
      if (worth.productId) body.set('productId', worth.productId);
      if (worth.valueCents !== undefined) body.set('valueCents', String(worth.valueCents));
      if (worth.designId) body.set('designId', worth.designId);
      body.set('note', input.note);
      if (input.message) body.set('message', input.message);
      if (file) body.set('file', file);
      return requestAdminApi('/api/admin/vouchers/issue-bulk', z.object({ data: z.array(issuedVoucherSchema), total: z.number() }), { method: 'POST', body });
    },
    onSuccess: async ({ total }) => {
      setIssued(total);
      setProblems([]);
      toast.success(`${total} vouchers issued and e-mailed.`);
      await queryClient.invalidateQueries({ queryKey: [SALES_QUERY_KEY] });
    },
    onError: (error) => {
      setIssued(null);
      setProblems(error instanceof ApiRequestError ? Object.entries(error.fieldErrors) : []);
      toast.error(describeAdminError(error));
    },
  });
  function submit(input: BatchForm): Promise<void> {
    if (!file) {
      setFileError('Choose a CSV file of recipients');
      return Promise.resolve();
    }
    setFileError(null);
    return issue.mutateAsync(input).then(() => undefined, () => undefined);
  }
  return (
    <Panel title="A batch from a CSV file (corporate gifts)" id={`${id}-title`}>
      <form method="post" onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-3">
        <p className="text-sm text-muted">
          One recipient per line, under the header line <code className="font-mono">name,email</code> (an optional <code className="font-mono">message</code> column overrides the batch’s message). At most {MAX_BULK_RECIPIENTS} lines. Every line is checked first: if one is wrong, nothing is issued.
        </p>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-file`} className="text-sm font-semibold">
            CSV file of recipients
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-muted file:bg-white file:px-3 file:py-1.5"
          />
          {fileError ? (
            <p id={`${id}-file-error`} className="text-sm font-medium text-brand-dark">
              {fileError}
            </p>
          ) : null}
        </div>
        <GiftOrValueFields
          idPrefix={`${id}-batch`}
          source={source}
          register={{ source: form.register('source'), value: form.register('value'), productId: form.register('productId'), designId: form.register('designId') }}
          errors={{ value: errors.value?.message, productId: errors.productId?.message, designId: errors.designId?.message }}
        />
        <TextAreaField id={`${id}-message`} label="Message to every recipient (optional)" rows={3} error={errors.message?.message} {...form.register('message')} />
        <TextField id={`${id}-note`} label="Note: why they are issued (staff only)" error={errors.note?.message} {...form.register('note')} />
        <div>
          <Button type="submit" loading={issue.isPending}>
            Issue the batch
          </Button>
        </div>
      </form>
      {problems.length > 0 ? (
        <div role="alert" className="mt-3 rounded-md border border-brand bg-brand-light px-3 py-2 text-sm text-brand-dark">
          <p className="font-semibold">Nothing was issued. Correct these and send the file again:</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map(([field, messages]) => (
              <li key={field}>
                {describeField(field)}: {messages.join(' ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {issued !== null ? (
        <p role="status" className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {issued} vouchers issued and e-mailed.{' '}
          <Link href="/admin/orders?view=vouchers" className="font-medium underline underline-offset-2">
            See the vouchers
          </Link>
        </p>
      ) : null}
    </Panel>
  );
}

/** /admin/vouchers/issue: vouchers staff give away (an apology, a corporate order), one at a time or in bulk. */
export function IssueVouchers() {
  return (
    <>
      <AdminPageHeader title="Issue vouchers" description="Vouchers issued here are e-mailed at once, never expire, and count towards the liability report." />
      <div className="flex flex-col gap-6">
        <IssueOneForm />
        <IssueBatchForm />
      </div>
    </>
  );
}
