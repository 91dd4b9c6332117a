'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { listTagIdsWithDescendants } from '../lib/tag-tree';
import { tagFormSchema, type TagTreeItem } from '../staff-schemas';

type TagFormInput = z.input<typeof tagFormSchema>;
export type TagFormOutput = z.output<typeof tagFormSchema>;

/** A slug suggested from the name while staff have not typed one of their own. */
function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

interface TagFormProps {
  /** The tag being edited; a new tag without it. */
  tagId?: string;
  defaultValues: TagFormOutput;
  tree: readonly TagTreeItem[];
  submitLabel: string;
  onSubmit: (values: TagFormOutput) => Promise<void>;
}

/** Name, slug, kind, parent and picture of a tag, for /admin/tags/create and /admin/tags/{id}. */
export function TagForm({ tagId, defaultValues, tree, submitLabel, onSubmit }: TagFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TagFormInput, unknown, TagFormOutput>({
    resolver: zodResolver(tagFormSchema),
    defaultValues: { ...defaultValues, parentId: defaultValues.parentId ?? '', imageUrl: defaultValues.imageUrl ?? '' },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  // A tag cannot go under itself or its own branch, nor under a tag of the other kind.
  const ownBranch = new Set(tagId ? listTagIdsWithDescendants(tree.map((item) => ({ ...item, sortOrder: item.position })), tagId) : []);
  const parents = tree.filter((item) => item.type === type && !ownBranch.has(item.id));
  const nameField = form.register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!tagId && !dirtyFields.slug) form.setValue('slug', suggestSlug(event.target.value));
    },
  });

  async function submit(values: TagFormOutput): Promise<void> {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'The tag could not be saved.');
    }
  }

  return (
    <form method="post" onSubmit={form.handleSubmit(submit)} noValidate className="flex max-w-xl flex-col gap-4">
      {failure ? (
        <p role="alert" className="rounded-md border border-brand bg-brand-light px-3 py-2 text-sm font-medium text-brand-dark">
          {failure}
        </p>
      ) : null}
      <TextField id="tag-name" label="Name" autoComplete="off" error={errors.name?.message} {...nameField} />
      <TextField id="tag-slug" label="Slug (the address of its list page)" autoComplete="off" error={errors.slug?.message} {...form.register('slug')} />
      <SelectField id="tag-type" label="Kind" error={errors.type?.message} {...form.register('type', { onChange: () => form.setValue('parentId', '') })}>
        <option value="CATEGORY">Category (shown in the shop’s filters and pages)</option>
        <option value="PRODUCT">Product label (for merchandising)</option>
      </SelectField>
      <SelectField id="tag-parent" label="Parent" error={errors.parentId?.message} {...form.register('parentId')}>
        <option value="">None (top level)</option>
        {parents.map((item) => (
          <option key={item.id} value={item.id}>
            {`${'\u2014 '.repeat(item.depth)}${item.name}`}
          </option>
        ))}
      </SelectField>
      <TextField
        id="tag-image"
        label="Picture address (optional; category tiles on the home page)"
        autoComplete="off"
        placeholder="/uploads/… or https://…"
        error={errors.imageUrl?.message}
        {...form.register('imageUrl')}
      />
      <div>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
