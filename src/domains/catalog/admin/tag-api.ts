import { z } from 'zod';
import { adminJsonRequest, adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import {
  assignTagsAnswerSchema,
  staffTagDetailSchema,
  staffTagRowSchema,
  tagAssignmentElementSchema,
  tagTreeItemSchema,
  type TagAssignmentElement,
  type TagAssignmentType,
  type TagTreeItem,
} from '../staff-schemas';
import type { PickerCandidates } from './search-picker';

/** TanStack Query keys of the tag screens; a write invalidates `all`, so every view of the tree refetches. */
export const tagQueryKeys = {
  all: ['admin', 'tags'] as const,
  tree: ['admin', 'tags', 'tree'] as const,
  list: (query: string) => ['admin', 'tags', 'list', query] as const,
  detail: (id: string) => ['admin', 'tags', 'detail', id] as const,
  candidates: (type: TagAssignmentType) => ['admin', 'tags', 'candidates', type] as const,
};

/** Single-entity answers carry the entity under `data` (SPEC §7). */
const tagTreeAnswer = z.object({ data: z.array(tagTreeItemSchema) }).transform((answer) => answer.data);
const tagDetailAnswer = z.object({ data: staffTagDetailSchema }).transform((answer) => answer.data);

export const fetchTagTree = () => requestAdminApi('/api/v3/products/tags', tagTreeAnswer);

export const fetchTagPage = (query: string) => requestAdminApi(`/api/v3/tags?${query}`, adminListAnswerSchema(staffTagRowSchema));

export const fetchTag = (id: string) => requestAdminApi(`/api/v3/tags/${encodeURIComponent(id)}`, tagDetailAnswer);

/** The products or categories (landing pages) a tag can be assigned to, for the search picker. */
export const assignmentCandidates = (type: TagAssignmentType): PickerCandidates => ({
  key: tagQueryKeys.candidates(type),
  fetchPage: ({ search, page, perPage }) => {
    const query = new URLSearchParams({ type, page: String(page), per_page: String(perPage), ...(search ? { search } : {}) });
    return requestAdminApi(`/api/v3/assign-tags/candidates?${query}`, adminListAnswerSchema(tagAssignmentElementSchema));
  },
});

/**
 * Every tag as a picker choice, its branch spelled out ("Outdoors › Kayaking"). The tree is one
 * small cached list, so the search and pages are worked out here.
 */
export const tagTreeCandidates = (loadTree: () => Promise<TagTreeItem[]>): PickerCandidates => ({
  key: [...tagQueryKeys.tree, 'picker'],
  fetchPage: async ({ search, page, perPage }) => {
    const matches = describeTagTree(await loadTree()).filter((tag) => tag.label.toLowerCase().includes(search.toLowerCase()));
    return { data: matches.slice((page - 1) * perPage, page * perPage), total: matches.length };
  },
});

/** Each tag with its branch as its label, in tree order. */
export function describeTagTree(tree: readonly TagTreeItem[]): TagAssignmentElement[] {
  const byId = new Map(tree.map((tag) => [tag.id, tag]));
  const branch = (tag: TagTreeItem): string[] => {
    const parent = tag.parentId ? byId.get(tag.parentId) : undefined;
    return parent && parent.depth < tag.depth ? [...branch(parent), tag.name] : [tag.name];
  };
  return tree.map((tag) => ({ id: tag.id, label: branch(tag).join(' › '), detail: tag.type === 'CATEGORY' ? 'Category' : 'Product tag' }));
}

export const createTagRequest = (body: unknown) => requestAdminApi('/api/v3/tags', tagDetailAnswer, adminJsonRequest('POST', body));

export const updateTagRequest = (id: string, body: unknown) =>
  requestAdminApi(`/api/v3/tags/${encodeURIComponent(id)}`, tagDetailAnswer, adminJsonRequest('PUT', body));

export const deleteTagRequest = (id: string) =>
  requestAdminApi(`/api/v3/tags/${encodeURIComponent(id)}`, z.object({ message: z.string() }), adminJsonRequest('DELETE'));

export const assignTagsRequest = (body: { tags: string[]; type: TagAssignmentType; elements: string[] }) =>
  requestAdminApi('/api/v3/assign-tags', assignTagsAnswerSchema, adminJsonRequest('POST', body));
