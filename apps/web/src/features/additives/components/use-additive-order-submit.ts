import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';
import { isApiError } from '../../../lib/api-client';
import { mayHaveReachedServer, SubmitAttempt } from '../../../lib/idempotency';
import { usePlaceAdditiveOrder } from '../api/place-additive-order';
import type { AdditiveOrderInput } from '../additive-order-form';

/** Places the additive order and opens it; a refusal goes to its fields and to setRefusal. */
export function useAdditiveOrderSubmit(
  offer: AdditiveOffer,
  form: UseFormReturn<AdditiveOrderInput>,
  setRefusal: (message: string | null) => void,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const place = usePlaceAdditiveOrder();
  // One idempotency key per submit attempt, kept while the server may have placed it (lib/idempotency.ts).
  const attempt = useRef(new SubmitAttempt());
  return form.handleSubmit(async (v) => {
    setRefusal(null);
    try {
      const answer = await place.mutateAsync({
        items: [{ offerId: offer._id, units: v.units }],
        locationId: v.locationId,
        confirmTerms: v.confirmTerms,
        confirmBookingChecked: v.confirmBookingChecked,
        idempotencyKey: attempt.current.current(),
      });
      attempt.current.finish();
      onClose();
      const first = answer.orders[0];
      if (first) void navigate(`/orders/${first.id}`);
    } catch (error) {
      const api = isApiError(error) ? error : null;
      // Keep the key only when the server may have placed the order without us learning it.
      if (!mayHaveReachedServer(api?.status ?? 0)) attempt.current.finish();
      for (const [field, message] of Object.entries(api?.fields ?? {})) {
        if (field === 'units' || field === 'locationId') form.setError(field, { message });
      }
      setRefusal(api?.message ?? t('app.unexpectedError'));
    }
  });
}
