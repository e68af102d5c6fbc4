import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';
import { ADDITIVE_OFFER_STATUS_LABELS } from '@fuel/domain/additives/additive-rules';

type Props = { offer: AdditiveOffer; busy: boolean; onToggle: (offer: AdditiveOffer, active: boolean) => void };

/** The enable switch of an offer (active or paused), disabled while its change is in flight. */
export function AdditiveOfferStatusSwitch({ offer, busy, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={offer.status === 'ACTIVE'}
      disabled={busy}
      onChange={(event) => onToggle(offer, event.currentTarget.checked)}
      label={ADDITIVE_OFFER_STATUS_LABELS[offer.status]}
      aria-label={t('additives.offers.toggle', { product: offer.product.name, unit: offer.purchaseUnit.name })}
      data-testid={`additive-offer-toggle-${offer._id}`}
    />
  );
}
