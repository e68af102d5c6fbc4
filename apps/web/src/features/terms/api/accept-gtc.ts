import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GtcAcceptedSchema } from '@fuel/domain/contracts/identity';
import type { AcceptGtcRequest } from '@fuel/domain/contracts/terms';
import { apiPost } from '../../../lib/api-client';
import { markTermsAccepted } from '../../../lib/session/session';
import { GTC_PATH, gtcAcceptedQuery } from './get-gtc-accepted';

const body: AcceptGtcRequest = {};

/** POST the acceptance; the session counts the terms as accepted only once the server confirms. */
export const acceptGtc = () => apiPost(GTC_PATH, body, { schema: GtcAcceptedSchema });

export function useAcceptGtc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptGtc,
    onSuccess: (answer) => {
      queryClient.setQueryData(gtcAcceptedQuery().queryKey, answer);
      if (answer.accepted) markTermsAccepted(queryClient);
    },
  });
}
