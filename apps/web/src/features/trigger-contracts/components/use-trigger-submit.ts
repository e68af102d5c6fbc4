import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { TriggerContract } from '@fuel/domain/contracts/trigger-contracts';
import { isApiError } from '../../../lib/api-client';
import { mayHaveReachedServer, SubmitAttempt } from '../../../lib/idempotency';
import { usePlaceTrigger } from '../api/place-trigger';
import { triggerErrorMessage } from '../trigger-view';
import { mixSplitOf, type MixValues } from './trigger-mix-split';
import type { Held, Refusal } from './use-trigger-hold';

export type CheckoutValues = {
  quantityCbm: number | null;
  liftingFrom: string | null;
  liftingTo: string | null;
  confirmTerms: boolean;
} & MixValues;

/**
 * Turns the held trigger into an order with one idempotency key per attempt and opens the order's
 * confirmation when placed.
 */
export function useTriggerSubmit({
  contract,
  form,
  held,
  setRefusal,
  onClose,
}: {
  contract: TriggerContract;
  form: UseFormReturn<CheckoutValues>;
  held: Held | null;
  setRefusal: (refusal: Refusal | null) => void;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const place = usePlaceTrigger();
  const attempt = useRef(new SubmitAttempt());
  return form.handleSubmit(async (v) => {
    if (!held) return;
    setRefusal(null);
    try {
      const answer = await place.mutateAsync({
        contractId: contract.id,
        body: {
          quantityCbm: v.quantityCbm ?? 0,
          liftingFrom: v.liftingFrom ?? '',
          liftingTo: v.liftingTo ?? '',
          confirmTerms: v.confirmTerms,
          idempotencyKey: attempt.current.current(),
          holdId: held.hold.holdId,
          mixSplit: mixSplitOf(contract, v),
        },
      });
      attempt.current.finish();
      const first = answer.orders[0];
      onClose();
      if (first) void navigate(`/orders/${first.id}`);
    } catch (error) {
      const api = isApiError(error) ? error : null;
      // Keep the key only when the server may have placed the trigger without us learning it.
      if (!mayHaveReachedServer(api?.status ?? 0)) attempt.current.finish();
      for (const [field, message] of Object.entries(api?.fields ?? {})) {
        if (field in v) form.setError(field as keyof CheckoutValues, { message });
      }
      setRefusal(triggerErrorMessage(api));
    }
  });
}
