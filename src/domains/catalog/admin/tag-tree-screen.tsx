'use client';

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminSearchField } from '@/components/admin/admin-list-controls';
import { AdminListTable } from '@/components/admin/admin-list-table';
import { AdminErrorAlert } from '@/components/admin/admin-query-frame';
import { useAdminListParams } from '@/components/admin/use-admin-list-params';
import { Button } from '@/components/ui/button';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { placeByKeyboard, type KeyboardTagMove, type TagPlacement } from '../lib/tag-tree';
import type { StaffTagRow, TagTreeItem, TagType } from '../staff-schemas';
import { fetchTagPage, fetchTagTree, tagQueryKeys, updateTagRequest } from './tag-api';

const typeLabels: Record<TagType, string> = { CATEGORY: 'Category', PRODUCT: 'Product label' };

const keyboardMoves: { move: KeyboardTagMove; label: string; name: (tag: string) => string }[] = [
  { move: 'up', label: 'Up', name: (tag) => `Move ${tag} up` },
  { move: 'down', label: 'Down', name: (tag) => `Move ${tag} down` },
  { move: 'indent', label: 'Indent', name: (tag) => `Indent ${tag}` },
  { move: 'outdent', label: 'Outdent', name: (tag) => `Outdent ${tag}` },
];

/** Where a tag now sits, in words, for the screen-reader announcement after a move. */
function describePlacement(tree: readonly TagTreeItem[], placement: TagPlacement): string {
  const parent = tree.find((item) => item.id === placement.parentId);
  return `${parent ? `under ${parent.name}` : 'at the top level'}, position ${placement.position + 1}`;
}

/**
 * /admin/tags: the whole tree, moved by dragging a row's handle (pointer or keyboard: space picks
 * up, arrows move, space drops) or with the Up, Down, Indent and Outdent buttons. Each move is one
 * PUT of the tag's parent and position; the server renumbers siblings and refuses cycles. With a
 * search, the screen lists matching tags a page at a time instead.
 */
export function TagTreeScreen() {
  const list = useAdminListParams();
  return (
    <>
      <AdminPageHeader
        title="Tags"
        description="Categories and product labels. Drag a tag by its handle, or use the move buttons, to change its place in the tree."
        actions={
          <Link href="/admin/tags/create" className={getButtonClassName('primary', 'sm')}>
            New tag
          </Link>
        }
      />
      <div className="mb-4">
        <AdminSearchField label="Find a tag by name or slug" value={list.search} onSearch={list.setSearch} />
      </div>
      {list.search ? <TagSearchResults list={list} /> : <TagTree />}
    </>
  );
}

function TagTree() {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const tree = useQuery({ queryKey: tagQueryKeys.tree, queryFn: fetchTagTree });
  const items = tree.data ?? [];

  const move = useMutation({
    mutationFn: ({ tag, placement }: { tag: TagTreeItem; placement: TagPlacement; focusId: string }) => updateTagRequest(tag.id, placement),
    onSuccess: async (_, { tag, placement, focusId }) => {
      const where = describePlacement(items, placement);
      await queryClient.invalidateQueries({ queryKey: tagQueryKeys.all });
      setAnnouncement(`Moved ${tag.name} ${where}.`);
      // Re-ordering the rows moves their DOM nodes, which drops focus: give it back to the control used.
      document.getElementById(focusId)?.focus();
    },
    onError: (error, { tag }) => {
      setAnnouncement(`${tag.name} was not moved: ${error.message}`);
      toast.error(`${tag.name} was not moved`, { description: error.message });
    },
  });

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const nameOf = (id: string | number) => items.find((item) => item.id === id)?.name ?? 'the tag';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(active.id)} is over ${nameOf(over.id)}.` : `${nameOf(active.id)} is no longer over a tag.`),
    onDragEnd: ({ active, over }) => (over ? `${nameOf(active.id)} dropped at the place of ${nameOf(over.id)}.` : `${nameOf(active.id)} dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent): void {
    if (!over || over.id === active.id || move.isPending) return;
    const tag = items.find((item) => item.id === active.id);
    const target = items.find((item) => item.id === over.id);
    if (!tag || !target) return;
    // Dropped on a row: take that row's place among its siblings (before it, or after it when coming from above).
    move.mutate({ tag, placement: { parentId: target.parentId, position: target.position }, focusId: `drag-${tag.id}` });
  }

  function moveByKeyboard(tag: TagTreeItem, direction: KeyboardTagMove): void {
    const placement = placeByKeyboard(items, tag.id, direction);
    if (!placement) {
      setAnnouncement(`${tag.name} cannot move ${direction === 'indent' || direction === 'outdent' ? `(${direction})` : direction} from here.`);
      return;
    }
    move.mutate({ tag, placement, focusId: `move-${direction}-${tag.id}` });
  }

  return (
    <section aria-labelledby="tag-tree-heading">
      <h2 id="tag-tree-heading" className="sr-only">
        Tag tree
      </h2>
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
      {tree.isError ? (
        <AdminErrorAlert>{tree.error.message}</AdminErrorAlert>
      ) : tree.isPending ? (
        <p role="status" className="rounded-lg border border-black/10 bg-white px-4 py-8 text-center text-muted">
          Loading…
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-black/10 bg-white px-4 py-8 text-center text-muted">
          No tags yet. <Link href="/admin/tags/create" className="font-semibold text-brand-dark underline">Create the first one</Link>.
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={handleDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: 'To move a tag, press space or enter on its handle, use the up and down arrows to choose its new place, then press space or enter again. Escape cancels.',
            },
          }}
        >
          <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
            <ol aria-label="Tags, in tree order" aria-busy={move.isPending || undefined} className="divide-y divide-black/5 rounded-lg border border-black/10 bg-white">
              {items.map((item) => (
                <TagTreeRow key={item.id} item={item} tree={items} busy={move.isPending} onMove={moveByKeyboard} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}

function TagTreeRow({ item, tree, busy, onMove }: { item: TagTreeItem; tree: readonly TagTreeItem[]; busy: boolean; onMove: (tag: TagTreeItem, move: KeyboardTagMove) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const parent = tree.find((candidate) => candidate.id === item.parentId);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, paddingInlineStart: `${0.75 + item.depth * 1.5}rem` }}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 py-2 pr-3 ${isDragging ? 'relative z-10 bg-slate-100 shadow-md' : ''}`}
    >
      <button
        ref={setActivatorNodeRef}
        id={`drag-${item.id}`}
        type="button"
        className="cursor-grab touch-none rounded px-1.5 py-1 text-lg leading-none text-muted hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
        {...attributes}
        {...listeners}
        aria-label={`Drag ${item.name}`}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {/* On a phone the name takes the line and the move buttons wrap below it. */}
      <div className="min-w-0 flex-1 basis-[calc(100%-3rem)] sm:basis-0">
        <Link href={`/admin/tags/${item.id}`} className="font-semibold text-ink underline-offset-2 hover:underline">
          {item.name}
        </Link>
        <span className="block text-xs text-muted sm:ml-2 sm:inline">
          {typeLabels[item.type]} · /{item.slug}
        </span>
        <span className="sr-only">
          , level {item.depth + 1}
          {parent ? `, under ${parent.name}` : ''}, position {item.position + 1}
        </span>
      </div>
      <div className="ml-9 flex flex-wrap gap-1 sm:ml-0" role="group" aria-label={`Move ${item.name}`}>
        {keyboardMoves.map(({ move, label, name }) => (
          <Button key={move} id={`move-${move}-${item.id}`} variant="secondary" size="sm" aria-label={name(item.name)} disabled={busy} onClick={() => onMove(item, move)}>
            {label}
          </Button>
        ))}
      </div>
    </li>
  );
}

function TagSearchResults({ list }: { list: ReturnType<typeof useAdminListParams> }) {
  const query = list.apiQuery();
  const page = useQuery({ queryKey: tagQueryKeys.list(query), queryFn: () => fetchTagPage(query) });
  const columns: ColumnDef<StaffTagRow, unknown>[] = [
    {
      header: 'Name',
      cell: ({ row }) => (
        <Link href={`/admin/tags/${row.original.id}`} className="font-semibold text-ink underline">
          {row.original.name}
        </Link>
      ),
    },
    { header: 'Slug', accessorKey: 'slug' },
    { header: 'Kind', cell: ({ row }) => typeLabels[row.original.type] },
    { header: 'Products', accessorKey: 'productCount' },
    { header: 'Categories', accessorKey: 'categoryCount' },
  ];
  return <AdminListTable caption="Tags matching the search" columns={columns} query={page} empty={`No tags match “${list.search}”.`} list={list} />;
}
