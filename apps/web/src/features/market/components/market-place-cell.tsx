import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MarketOffer } from '@fuel/domain/contracts/market';

/** Where the offer is: its terminal with city and region, or delivery within a region to an address. */
export function MarketPlaceCell({ offer }: { offer: MarketOffer }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">
        {offer.terminal ? offer.terminal.name : t('marketplace.delivery', { region: offer.region.name })}
      </Text>
      <Text size="xs" c="dimmed">
        {offer.terminal
          ? `${offer.terminal.city} · ${offer.region.name}`
          : offer.deliveryAddress
            ? `${offer.deliveryAddress.street}, ${offer.deliveryAddress.zipCode}`
            : ''}
      </Text>
    </>
  );
}
