import { z } from 'zod';
import { adminJsonRequest, adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import {
  assignTagsAnswerSchema,
  staffTagDetailSchema,
  staffTagRowSchema,
  tagAssignmentElementSchema,
  tagTreeItemSchema,
  type TagAssignmentType,
} from '../schemas';

/** TanStack Query keys of the tag screens; a write invalidates `all`, so every view of the tree refetches. */
export const tagQueryKeys = {
  all: ['admin', 'tags'] as const,
  tree: ['admin', 'tags', 'tree'] as const,
  list: (query: string) => ['admin', 'tags', 'list', query] as const,
  detail: (id: string) => ['admin', 'tags', 'detail', id] as const,
  candidates: (type: TagAssignmentType, query: string) => ['admin', 'tags', 'candidates', type, query] as const,
};

/** Single-entity answers carry the entity under `data` (SPEC §7). */
const tagTreeAnswer = z.object({ data: z.array(tagTreeItemSchema) }).transform((answer) => answer.data);
const tagDetailAnswer = z.object({ data: staffTagDetailSchema }).transform((answer) => answer.data);

export const fetchTagTree = () => requestAdminApi('/api/v3/products/tags', tagTreeAnswer);

export const fetchTagPage = (query: string) => requestAdminApi(`/api/v3/tags?${query}`, adminListAnswerSchema(staffTagRowSchema));

export const fetchTag = (id: string) => requestAdminApi(`/api/v3/tags/${encodeURIComponent(id)}`, tagDetailAnswer);

export const fetchAssignmentCandidates = (query: string) =>
  requestAdminApi(`/api/v3/assign-tags/candidates?${query}`, adminListAnswerSchema(tagAssignmentElementSchema));

export const createTagRequest = (body: unknown) => requestAdminApi('/api/v3/tags', tagDetailAnswer, adminJsonRequest('POST', body));

export const updateTagRequest = (id: string, body: unknown) =>
  requestAdminApi(`/api/v3/tags/${encodeURIComponent(id)}`, tagDetailAnswer, adminJsonRequest('PUT', body));

export const deleteTagRequest = (id: string) =>
  requestAdminApi(`/api/v3/tags/${encodeURIComponent(id)}`, z.object({ message: z.string() }), adminJsonRequest('DELETE'));

export const assignTagsRequest = (body: { tags: string[]; type: TagAssignmentType; elements: string[] }) =>
  requestAdminApi('/api/v3/assign-tags', assignTagsAnswerSchema, adminJsonRequest('POST', body));
