'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminJsonRequest, requestAdminApi } from '@/lib/admin-api';
import { staffPostSchema, type PostInput, type StaffPost } from '../schemas';
import { contentQueryKeys } from './site-content-api';

export const POSTS_PATH = '/api/content/posts';

export function fetchPost(id: string): Promise<StaffPost> {
  return requestAdminApi(`${POSTS_PATH}/${encodeURIComponent(id)}`, z.object({ data: staffPostSchema })).then((answer) => answer.data);
}

/** Creates (no id) or updates a post; every list and the post itself are fetched afresh afterwards. */
export function useSavePost(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PostInput) => {
      const answer = await requestAdminApi(
        id ? `${POSTS_PATH}/${encodeURIComponent(id)}` : POSTS_PATH,
        z.object({ data: staffPostSchema }),
        adminJsonRequest(id ? 'PUT' : 'POST', input),
      );
      return answer.data;
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(contentQueryKeys.post(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: contentQueryKeys.posts });
    },
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => requestAdminApi(`${POSTS_PATH}/${encodeURIComponent(id)}`, z.object({ message: z.string() }), adminJsonRequest('DELETE')),
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: contentQueryKeys.post(id) });
      await queryClient.invalidateQueries({ queryKey: contentQueryKeys.posts });
    },
  });
}

/** Draft, scheduled (a publication date still to come) or live, as the storefront decides it. */
export function describePostStatus(post: { published: boolean; publishedAt: string | null }, now = Date.now()): 'Draft' | 'Scheduled' | 'Live' {
  if (!post.published) return 'Draft';
  return post.publishedAt && Date.parse(post.publishedAt) > now ? 'Scheduled' : 'Live';
}

