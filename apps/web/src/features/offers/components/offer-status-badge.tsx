import { Badge } from '@mantine/core';
import { OFFER_DISPLAY_STATUS_LABELS, type OfferDisplayStatus } from '@fuel/domain/offers/offer-rules';

const COLORS: Record<OfferDisplayStatus, string> = {
  ACTIVE: 'green',
  PAUSED: 'yellow',
  EXPIRED: 'gray',
  PLANNED: 'blue',
  SOLD_OUT: 'red',
};

/** Aktiv, Pausiert, Abgelaufen, Geplant, Ausverkauft. */
export function OfferStatusBadge({ status }: { status: OfferDisplayStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="offer-status">
      {OFFER_DISPLAY_STATUS_LABELS[status]}
    </Badge>
  );
}
