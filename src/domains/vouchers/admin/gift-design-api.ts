'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminJsonRequest, adminListAnswerSchema, requestAdminApi } from '@/lib/admin-api';
import { designOccasionSchema, staffGiftDesignSchema, type GiftDesignInput, type StaffGiftDesign } from '../staff-schemas';

export const GIFT_DESIGNS_PATH = '/api/admin/gift-designs';
const designPath = (id: string) => `${GIFT_DESIGNS_PATH}/${encodeURIComponent(id)}`;

export const giftDesignQueryKeys = {
  all: ['admin', 'gift-designs'] as const,
  list: ['admin', 'gift-designs', 'list'] as const,
  occasions: ['admin', 'gift-designs', 'occasions'] as const,
  one: (id: string) => ['admin', 'gift-designs', 'one', id] as const,
};

const oneDesign = z.object({ data: staffGiftDesignSchema }).transform((answer) => answer.data);
const designList = adminListAnswerSchema(staffGiftDesignSchema);

export const fetchGiftDesigns = () => requestAdminApi(GIFT_DESIGNS_PATH, designList).then((answer) => answer.data);
export const fetchGiftDesign = (id: string) => requestAdminApi(designPath(id), oneDesign);
export const fetchDesignOccasions = () => requestAdminApi(`${GIFT_DESIGNS_PATH}/occasions`, adminListAnswerSchema(designOccasionSchema)).then((answer) => answer.data);

/** Every write answers with the design(s) as stored; the list and the design are read afresh. */
function useDesignMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: giftDesignQueryKeys.all }) });
}

export function useSaveGiftDesign(id: string | null) {
  return useDesignMutation((input: GiftDesignInput): Promise<StaffGiftDesign> =>
    requestAdminApi(id ? designPath(id) : GIFT_DESIGNS_PATH, oneDesign, adminJsonRequest(id ? 'PUT' : 'POST', input)),
  );
}

export function usePublishGiftDesign() {
  return useDesignMutation(({ id, published }: { id: string; published: boolean }) => requestAdminApi(designPath(id), oneDesign, adminJsonRequest('PATCH', { published })));
}

export function useReorderGiftDesigns() {
  return useDesignMutation((ids: string[]) => requestAdminApi(`${GIFT_DESIGNS_PATH}/order`, designList, adminJsonRequest('PUT', { ids })));
}

export function useDeleteGiftDesign() {
  return useDesignMutation((id: string) => requestAdminApi(designPath(id), z.object({ message: z.string() }), adminJsonRequest('DELETE')));
}
