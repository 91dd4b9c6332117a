'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { describeAdminError } from '@/components/admin/admin-query-frame';
import { adminJsonRequest, requestAdminApi } from '@/lib/admin-api';

/** The back office's cache keys for content: a block per API path, posts as a list and one by one. */
export const contentQueryKeys = {
  block: (path: string) => ['content', 'block', path] as const,
  posts: ['content', 'posts'] as const,
  postList: (query: string) => ['content', 'posts', 'list', query] as const,
  post: (id: string) => ['content', 'posts', 'one', id] as const,
};

/** A staff-edited block (SPEC §7 GET /content/…): null until it is first saved. */
export function useSiteContentBlock<Block>(path: string, schema: z.ZodType<Block>) {
  return useQuery({
    queryKey: contentQueryKeys.block(path),
    queryFn: async () => (await requestAdminApi(path, z.object({ data: schema.nullable() }))).data,
  });
}

/** SPEC §7 PUT /content/…: saves the block and tells staff the shop shows it now. */
export function useSaveSiteContentBlock<Block>(path: string, schema: z.ZodType<Block>, savedMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (block: Block) => (await requestAdminApi(path, z.object({ data: schema }), adminJsonRequest('PUT', block))).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(contentQueryKeys.block(path), saved);
      toast.success(savedMessage);
    },
    onError: (error) => toast.error(describeAdminError(error)),
  });
}
