'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, type Control, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { AdminQueryFrame, describeAdminError } from '@/components/admin/admin-query-frame';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import {
  clickActions,
  footerContentSchema,
  modalNames,
  paymentIcons,
  socialLinkSchema,
  type ClickAction,
  type ContentLink,
  type FooterContent,
  type ModalName,
  type PaymentIcon,
} from '../schemas';
import { readListErrors } from './form-errors';
import { ListItemButtons } from './list-item-buttons';
import { SaveBar } from './save-bar';
import { useSaveSiteContentBlock, useSiteContentBlock } from './site-content-api';
import { StringListField } from './string-list-field';
import { SiteBlockTranslationSections } from './translation-sections';

const FOOTER_PATH = '/api/content/footer';

const linkTypeLabels: Record<ContentLink['type'], string> = {
  link: 'Page of this shop',
  'external-link': 'Other website (opens in a new tab)',
  modal: 'Opens a window',
  click: 'Runs an action',
};
const modalLabels: Record<ModalName, string> = {
  'about-us': 'About us',
  'how-it-works': 'How it works',
  'contact-us': 'Contact us',
  subscribe: 'Subscribe to news',
  'gift-finder': 'Gift Finder quiz',
};
const clickActionLabels: Record<ClickAction, string> = {
  'scroll-to-top': 'Scroll to the top',
  'open-chat': 'Open the chat (only where the chat is set up)',
  'open-cart': 'Open the cart',
};
const paymentLabels: Record<PaymentIcon, string> = { mastercard: 'Mastercard', 'american-express': 'American Express', visa: 'Visa' };

type SocialType = FooterContent['socialLinks'][number]['type'];
const socialTypes = socialLinkSchema.shape.type.options;

const emptyFooter: FooterContent = {
  about: { title: 'About', links: [] },
  support: { title: 'Support', links: [] },
  socialLinks: [],
  paymentIcons: [...paymentIcons],
  topGiftCategoryTagSlugs: [],
  copyright: '',
};

/** A link of another type keeps its label; the rest starts from that type's first choice. */
function changeLinkType(link: ContentLink, type: ContentLink['type']): ContentLink {
  switch (type) {
    case 'link':
      return { type, label: link.label, href: link.type === 'link' ? link.href : '/' };
    case 'external-link':
      return { type, label: link.label, href: link.type === 'external-link' ? link.href : 'https://' };
    case 'modal':
      return { type, label: link.label, modal: modalNames[0] };
    case 'click':
      return { type, label: link.label, action: clickActions[0] };
  }
}

/** /admin/content/footer: the About and Support columns, social links, payment marks and top categories. */
export function FooterEditor() {
  const query = useSiteContentBlock(FOOTER_PATH, footerContentSchema);
  return <AdminQueryFrame query={query} describeError={describeAdminError}>{(footer) => (
        <>
          <FooterForm footer={footer ?? emptyFooter} />
          {footer ? <SiteBlockTranslationSections path={FOOTER_PATH} block={footer} /> : null}
        </>
      )}</AdminQueryFrame>;
}

function FooterForm({ footer }: { footer: FooterContent }) {
  const save = useSaveSiteContentBlock(FOOTER_PATH, footerContentSchema, 'Footer saved. The shop shows it now.');
  const form = useForm<FooterContent>({ resolver: zodResolver(footerContentSchema), defaultValues: footer });
  const { isDirty } = form.formState;

  return (
    <form
      method="post"
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        const saved = await save.mutateAsync(values).catch(() => null);
        if (saved) form.reset(saved);
      })}
      className="flex flex-col gap-6"
    >
      <LinkColumn form={form} column="about" heading="About column" />
      <LinkColumn form={form} column="support" heading="Support column" />
      <SocialLinks form={form} />
      <section aria-labelledby="footer-more" className="flex flex-col gap-4 rounded-lg border border-black/10 bg-white p-4 sm:p-6">
        <h2 id="footer-more" className="text-lg font-bold">
          Payment marks, categories and copyright
        </h2>
        <PaymentIconChoice control={form.control} />
        <Controller
          control={form.control}
          name="topGiftCategoryTagSlugs"
          render={({ field, fieldState }) => {
            const errors = readListErrors(fieldState.error);
            return (
              <StringListField
                label="Top gift categories"
                itemLabel="Category tag slug"
                hint="Category tags' slugs, each linked to the gift list filtered by it."
                value={field.value}
                onChange={field.onChange}
                itemErrors={errors.items}
                error={errors.whole}
                max={12}
              />
            );
          }}
        />
        <TextField id="footer-copyright" label="Copyright line" error={form.formState.errors.copyright?.message} {...form.register('copyright')} />
      </section>
      <SaveBar saving={save.isPending} dirty={isDirty}>
        <Button type="submit" loading={save.isPending}>
          Save footer
        </Button>
      </SaveBar>
    </form>
  );
}

function LinkColumn({ form, column, heading }: { form: UseFormReturn<FooterContent>; column: 'about' | 'support'; heading: string }) {
  const links = useFieldArray({ control: form.control, name: `${column}.links` });
  const errorOf = (name: string) => form.getFieldState(name as FieldPath<FooterContent>, form.formState).error?.message;
  const headingId = `footer-${column}`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-black/10 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold">
        {heading}
      </h2>
      <TextField id={`${column}-title`} label="Column title" error={errorOf(`${column}.title`)} {...form.register(`${column}.title`)} />
      {links.fields.length === 0 ? <p className="text-sm text-muted">No links yet.</p> : null}
      <ol className="flex flex-col gap-4">
        {links.fields.map((field, index) => {
          const path = `${column}.links.${index}` as const;
          const link = form.watch(path);
          const idPrefix = `${column}-link-${index}`;
          return (
            <li key={field.id} className="flex flex-col gap-3 rounded-md border border-black/10 p-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField id={`${idPrefix}-label`} label={`Link ${index + 1} label`} error={errorOf(`${path}.label`)} {...form.register(`${path}.label`)} />
                <SelectField
                  id={`${idPrefix}-type`}
                  label={`Link ${index + 1} type`}
                  value={link.type}
                  onChange={(event) => links.update(index, changeLinkType(form.getValues(path), event.target.value as ContentLink['type']))}
                >
                  {Object.entries(linkTypeLabels).map(([type, label]) => (
                    <option key={type} value={type}>
                      {label}
                    </option>
                  ))}
                </SelectField>
              </div>
              <LinkTarget form={form} path={path} link={link} idPrefix={idPrefix} number={index + 1} errorOf={errorOf} />
              <ListItemButtons itemName={`link ${link.label || index + 1}`} index={index} count={links.fields.length} onMove={links.move} onRemove={links.remove} />
            </li>
          );
        })}
      </ol>
      {readListErrors(form.formState.errors[column]?.links).whole ? <p className="text-sm font-medium text-brand-dark">At most 12 links per column.</p> : null}
      <div>
        <Button variant="secondary" size="sm" disabled={links.fields.length >= 12} onClick={() => links.append({ type: 'link', label: '', href: '/' })}>
          Add a link to {heading.replace(' column', '')}
        </Button>
      </div>
    </section>
  );
}

function LinkTarget({
  form,
  path,
  link,
  idPrefix,
  number,
  errorOf,
}: {
  form: UseFormReturn<FooterContent>;
  path: `${'about' | 'support'}.links.${number}`;
  link: ContentLink;
  idPrefix: string;
  number: number;
  errorOf: (name: string) => string | undefined;
}) {
  switch (link.type) {
    case 'link':
      return <TextField id={`${idPrefix}-href`} label={`Link ${number} path (starts with /)`} error={errorOf(`${path}.href`)} {...form.register(`${path}.href` as FieldPath<FooterContent>)} />;
    case 'external-link':
      return <TextField id={`${idPrefix}-href`} label={`Link ${number} address (https://…)`} type="url" error={errorOf(`${path}.href`)} {...form.register(`${path}.href` as FieldPath<FooterContent>)} />;
    case 'modal':
      return (
        <SelectField id={`${idPrefix}-modal`} label={`Link ${number} opens`} error={errorOf(`${path}.modal`)} {...form.register(`${path}.modal` as FieldPath<FooterContent>)}>
          {modalNames.map((name) => (
            <option key={name} value={name}>
              {modalLabels[name]}
            </option>
          ))}
        </SelectField>
      );
    case 'click':
      return (
        <SelectField id={`${idPrefix}-action`} label={`Link ${number} action`} error={errorOf(`${path}.action`)} {...form.register(`${path}.action` as FieldPath<FooterContent>)}>
          {clickActions.map((action) => (
            <option key={action} value={action}>
              {clickActionLabels[action]}
            </option>
          ))}
        </SelectField>
      );
  }
}

function SocialLinks({ form }: { form: UseFormReturn<FooterContent> }) {
  const socials = useFieldArray({ control: form.control, name: 'socialLinks', keyName: 'fieldKey' });
  const errorOf = (name: string) => form.getFieldState(name as FieldPath<FooterContent>, form.formState).error?.message;

  return (
    <section aria-labelledby="footer-social" className="flex flex-col gap-4 rounded-lg border border-black/10 bg-white p-4 sm:p-6">
      <h2 id="footer-social" className="text-lg font-bold">
        Social links
      </h2>
      {socials.fields.length === 0 ? <p className="text-sm text-muted">No social links yet.</p> : null}
      <ol className="flex flex-col gap-4">
        {socials.fields.map((field, index) => (
          <li key={field.fieldKey} className="flex flex-col gap-3 rounded-md border border-black/10 p-4">
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField
                id={`social-${index}-type`}
                label={`Social link ${index + 1} network`}
                value={form.watch(`socialLinks.${index}.type`)}
                onChange={(event) => {
                  // The storefront draws the network's own icon, which has the network's name.
                  const type = event.target.value as SocialType;
                  form.setValue(`socialLinks.${index}.type`, type, { shouldDirty: true });
                  form.setValue(`socialLinks.${index}.icon`, type, { shouldDirty: true });
                }}
              >
                {socialTypes.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </SelectField>
              <TextField id={`social-${index}-name`} label={`Social link ${index + 1} name`} error={errorOf(`socialLinks.${index}.name`)} {...form.register(`socialLinks.${index}.name`)} />
              <TextField
                id={`social-${index}-url`}
                label={`Social link ${index + 1} address (https://…)`}
                type="url"
                error={errorOf(`socialLinks.${index}.url`)}
                {...form.register(`socialLinks.${index}.url`)}
              />
            </div>
            <ListItemButtons itemName={`social link ${index + 1}`} index={index} count={socials.fields.length} onMove={socials.move} onRemove={socials.remove} />
          </li>
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={socials.fields.length >= 10}
          onClick={() => socials.append({ id: crypto.randomUUID(), type: 'instagram', icon: 'instagram', name: '', url: 'https://' })}
        >
          Add a social link
        </Button>
      </div>
    </section>
  );
}

function PaymentIconChoice({ control }: { control: Control<FooterContent> }) {
  return (
    <Controller
      control={control}
      name="paymentIcons"
      render={({ field }) => (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold">Payment marks shown</legend>
          <div className="flex flex-wrap gap-4">
            {paymentIcons.map((icon) => (
              <label key={icon} className="flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={field.value.includes(icon)}
                  // Kept in the shop's own order, whatever order staff tick them in.
                  onChange={(event) => field.onChange(paymentIcons.filter((candidate) => (candidate === icon ? event.target.checked : field.value.includes(candidate))))}
                  className="size-4 accent-brand"
                />
                {paymentLabels[icon]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    />
  );
}
