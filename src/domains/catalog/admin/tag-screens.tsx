'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminLoadState } from '@/components/admin/admin-query-frame';
import { ConfirmButton } from '@/components/admin/confirm-button';
import { Button } from '@/components/ui/button';
import type { StaffTagDetail, TagAssignmentElement, TagAssignmentType, TagTreeItem } from '../staff-schemas';
import { assignmentCandidates, assignTagsRequest, createTagRequest, deleteTagRequest, fetchTag, fetchTagTree, tagQueryKeys, updateTagRequest } from './tag-api';
import { SearchPicker } from './search-picker';
import { TagForm, type TagFormOutput } from './tag-form';

const backLink = (
  <Link href="/admin/tags" className="text-sm font-semibold text-brand-dark underline">
    Back to the tag tree
  </Link>
);

/** /admin/tags/create: a new tag, then its own page to assign it. */
export function CreateTagScreen() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: tagQueryKeys.tree, queryFn: fetchTagTree });

  async function create(values: TagFormOutput): Promise<void> {
    const tag = await createTagRequest(values);
    await queryClient.invalidateQueries({ queryKey: tagQueryKeys.all });
    toast.success(`Tag “${tag.name}” created`);
    router.push(`/admin/tags/${tag.id}`);
  }

  return (
    <>
      <AdminPageHeader title="New tag" actions={backLink} />
      {tree.data ? (
        <TagForm
          defaultValues={{ name: '', slug: '', type: 'CATEGORY', parentId: null, imageUrl: null }}
          tree={tree.data}
          submitLabel="Create tag"
          onSubmit={create}
        />
      ) : (
        <AdminLoadState error={tree.error?.message ?? null} loadingText="Loading the tag tree…" />
      )}
    </>
  );
}

/** /admin/tags/{id}: edit the tag, delete it (asks first), and choose the products and categories it is on. */
export function EditTagScreen({ id }: { id: string }) {
  const tag = useQuery({ queryKey: tagQueryKeys.detail(id), queryFn: () => fetchTag(id) });
  const tree = useQuery({ queryKey: tagQueryKeys.tree, queryFn: fetchTagTree });

  if (!tag.data || !tree.data) {
    return (
      <>
        <AdminPageHeader title="Tag" actions={backLink} />
        <AdminLoadState error={(tag.error ?? tree.error)?.message ?? null} loadingText="Loading the tag…" />
      </>
    );
  }
  // Keyed by the saved assignment, so a save (or another tab's) starts the pickers from the new state.
  const assignmentKey = [...tag.data.products, ...tag.data.categories].map((element) => element.id).join();
  return (
    <>
      <AdminPageHeader title={`Tag: ${tag.data.name}`} description={`/${tag.data.slug}`} actions={backLink} />
      <div className="grid gap-10 xl:grid-cols-2">
        <section aria-labelledby="tag-details-heading">
          <h2 id="tag-details-heading" className="mb-4 text-lg font-bold">
            Details
          </h2>
          <TagDetailsForm tag={tag.data} tree={tree.data} />
          <DeleteTag tag={tag.data} />
        </section>
        <TagAssignments key={assignmentKey} tag={tag.data} />
      </div>
    </>
  );
}

function TagDetailsForm({ tag, tree }: { tag: StaffTagDetail; tree: readonly TagTreeItem[] }) {
  const queryClient = useQueryClient();
  async function save(values: TagFormOutput): Promise<void> {
    const saved = await updateTagRequest(tag.id, values);
    await queryClient.invalidateQueries({ queryKey: tagQueryKeys.all });
    toast.success(`Tag “${saved.name}” saved`);
  }
  return (
    <TagForm
      key={`${tag.name}|${tag.slug}|${tag.type}|${tag.parentId ?? ''}|${tag.imageUrl ?? ''}`}
      tagId={tag.id}
      defaultValues={{ name: tag.name, slug: tag.slug, type: tag.type, parentId: tag.parentId, imageUrl: tag.imageUrl }}
      tree={tree}
      submitLabel="Save tag"
      onSubmit={save}
    />
  );
}

function DeleteTag({ tag }: { tag: StaffTagDetail }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  async function remove(): Promise<void> {
    try {
      await deleteTagRequest(tag.id);
    } catch (error) {
      toast.error('The tag was not deleted', { description: error instanceof Error ? error.message : undefined });
      return;
    }
    // The deleted tag's own query must not refetch (a 404) while this page is still open.
    queryClient.removeQueries({ queryKey: tagQueryKeys.detail(tag.id) });
    await queryClient.invalidateQueries({ queryKey: tagQueryKeys.all, refetchType: 'none' });
    toast.success(`Tag “${tag.name}” deleted`);
    router.push('/admin/tags');
  }
  const uses = `${tag.productCount} product(s) and ${tag.categoryCount} categor${tag.categoryCount === 1 ? 'y' : 'ies'}`;
  return (
    <div className="mt-8 border-t border-black/10 pt-6">
      <h3 className="text-base font-bold">Delete this tag</h3>
      {tag.childCount > 0 ? (
        <p className="mt-1 text-sm text-muted">It has {tag.childCount} sub-tag(s): move or delete them first.</p>
      ) : (
        <p className="mt-1 text-sm text-muted">It is on {uses}; deleting takes it off them.</p>
      )}
      <div className="mt-3">
        <ConfirmButton
          title={`Delete “${tag.name}”?`}
          description={`The tag is taken off ${uses}, and its shop page stops listing them. This cannot be undone.`}
          confirmLabel="Delete tag"
          onConfirm={remove}
          disabled={tag.childCount > 0}
        >
          Delete tag
        </ConfirmButton>
      </div>
    </div>
  );
}

const sameSelection = (a: readonly TagAssignmentElement[], b: readonly TagAssignmentElement[]) =>
  a.length === b.length && a.every((element) => b.some((other) => other.id === element.id));

function TagAssignments({ tag }: { tag: StaffTagDetail }) {
  const queryClient = useQueryClient();
  const [products, setProducts] = useState<TagAssignmentElement[]>(tag.products);
  const [categories, setCategories] = useState<TagAssignmentElement[]>(tag.categories);
  const changes: { type: TagAssignmentType; elements: TagAssignmentElement[] }[] = [
    ...(sameSelection(products, tag.products) ? [] : [{ type: 'product' as const, elements: products }]),
    ...(sameSelection(categories, tag.categories) ? [] : [{ type: 'category' as const, elements: categories }]),
  ];

  const save = useMutation({
    // SPEC §5: assign-tags is called only for a selection that differs from the saved one.
    mutationFn: async () => {
      for (const change of changes) await assignTagsRequest({ tags: [tag.id], type: change.type, elements: change.elements.map((element) => element.id) });
    },
    onSuccess: async () => {
      toast.success('Assignments saved');
      await queryClient.invalidateQueries({ queryKey: tagQueryKeys.all });
    },
    onError: (error) => toast.error('The assignments were not saved', { description: error.message }),
  });

  return (
    <section aria-labelledby="tag-assignments-heading" className="flex flex-col gap-4">
      <h2 id="tag-assignments-heading" className="text-lg font-bold">
        Assigned to
      </h2>
      <SearchPicker legend="Products" candidates={assignmentCandidates('product')} selected={products} onChange={setProducts} />
      <SearchPicker legend="Categories (landing pages)" candidates={assignmentCandidates('category')} selected={categories} onChange={setCategories} />
      <div className="flex flex-wrap items-center gap-3">
        <Button loading={save.isPending} onClick={() => (changes.length === 0 ? toast.info('Nothing changed: nothing to save') : save.mutate())}>
          Save assignments
        </Button>
        <p className="text-sm text-muted" aria-live="polite">
          {changes.length === 0 ? 'No unsaved changes.' : 'Unsaved changes.'}
        </p>
      </div>
    </section>
  );
}
