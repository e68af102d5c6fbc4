import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';
import { shownPriceDecimals } from '@fuel/domain/pricing/money';
import { additiveOrderAmounts } from '../additive-order-form';
import { useAdditiveFormats } from './use-additive-formats';

/** The order's amounts as the buyer types the units: how the net follows from the price, then net, VAT and gross. */
export function AdditiveOrderAmounts({
  offer,
  units,
  vatRate,
}: {
  offer: AdditiveOffer;
  units: number | null;
  vatRate: number;
}) {
  const { t } = useTranslation();
  const f = useAdditiveFormats();
  const amounts = additiveOrderAmounts(units, offer.pricePerUnit, vatRate);
  const money = (v: number) => f.money(v, offer.currency);
  return (
    <>
      {amounts && (
        // How the net follows from the price shown (issue 24): units x the charged price per unit, rounded once.
        <Text size="sm" data-testid="additive-order-calculation">
          {t('priceBreakdown.unitsTimesPrice', {
            units: f.units(units!),
            price: f.money(offer.pricePerUnit, offer.currency, shownPriceDecimals(offer.pricePerUnit)),
            unit: offer.purchaseUnit.name,
            net: money(amounts.net),
          })}
        </Text>
      )}
      {amounts && (
        <Table data-testid="additive-order-amounts">
          <Table.Tbody>
            {(
              [
                [t('basket.net'), amounts.net, 'net'],
                [t('basket.vat', { rate: vatRate }), amounts.vat, 'vat'],
                [t('basket.gross'), amounts.gross, 'gross'],
              ] as const
            ).map(([label, amount, key]) => (
              <Table.Tr key={key}>
                <Table.Th>{label}</Table.Th>
                <Table.Td ta="right" fw={key === 'gross' ? 700 : undefined} data-testid={`additive-order-${key}`}>
                  {money(amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
