import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTimeLong } from '@fuel/domain/formats/date';
import { formatMoney, formatNumber } from '@fuel/domain/formats/number';
import { formatAddressLine } from '@fuel/domain/formats/address';
import { shownPriceDecimals } from '@fuel/domain/pricing/money';
import type { OrderDetail } from '@fuel/domain/contracts/orders';
import { useBrand } from '../../../brands/brand-context';

/** Label, value and test id suffix of one row of the order's detail table. */
export type OrderDetailRow = [string, ReactNode, string];

/** The rows of an order's detail table: parties, place and quantity, amounts, periods, comment. */
export function useOrderDetailRows(o: OrderDetail): OrderDetailRow[] {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = (v: number, decimals = 2) =>
    formatMoney(v, { brand: brand.id, currency: o.amounts.currency, decimals });
  /** Where it goes and how much at what price: terminal, cbm and 100 L; an additive order's location, units and price per unit. */
  function placeAndQuantity(order: OrderDetail): OrderDetailRow[] {
    const a = order.additive;
    if (a) {
      return [
        [t('additiveOrder.location'), a.location ? formatAddressLine(a.location.address) : '–', 'location'],
        [
          t('orderConfirmation.volume'),
          `${formatNumber(a.units, { brand: brand.id, decimals: 0 })} × ${a.purchaseUnit.name}`,
          'volume',
        ],
        [t('additiveOrder.pricePerUnit'), money(a.pricePerUnit, shownPriceDecimals(a.pricePerUnit)), 'price'],
      ];
    }
    return [
      order.terminal
        ? [t('orderConfirmation.terminal'), `${order.terminal.name}, ${order.terminal.city}`, 'terminal']
        : [
            t('orderConfirmation.deliveryAddress'),
            order.deliveryAddress
              ? `${order.deliveryAddress.company}, ${order.deliveryAddress.street}, ${order.deliveryAddress.postCode} ${order.deliveryAddress.city}`
              : '–',
            'delivery-address',
          ],
      [
        t('orderConfirmation.volume'),
        `${formatNumber(order.quantityCbm, { brand: brand.id, decimals: 3 })} cbm`,
        'volume',
      ],
      // As charged: whole cents per 100 L (decision 049); an order from before the rule with its 4 decimals.
      [t('orderConfirmation.price'), money(order.pricePer100l, shownPriceDecimals(order.pricePer100l)), 'price'],
    ];
  }
  const rows: OrderDetailRow[] = [
    [t('orderConfirmation.seller'), o.seller.name, 'seller'],
    [t('orderConfirmation.buyer'), o.buyer.name, 'buyer'],
    [t('orderConfirmation.product'), o.product.name, 'product'],
    ...placeAndQuantity(o),
    [t('orderConfirmation.net'), money(o.amounts.net), 'net'],
    [
      t('orderConfirmation.vat', {
        rate: formatNumber(o.amounts.vatRate, { brand: brand.id, decimals: o.amounts.vatRate % 1 ? 1 : 0 }),
      }),
      money(o.amounts.vat),
      'vat',
    ],
    [
      t('orderConfirmation.gross'),
      <Text key="gross" fw={700} span>
        {money(o.amounts.gross)}
      </Text>,
      'gross',
    ],
    [
      t('orderConfirmation.paymentPeriod'),
      t('orderConfirmation.paymentPeriodValue', {
        days: o.paymentPeriod.creditDays,
        date: formatDate(o.paymentPeriod.dueDate),
      }),
      'payment-period',
    ],
    [
      t(o.additive ? 'additiveOrder.deliveryPeriod' : 'orderConfirmation.collectionPeriod'),
      `${formatDate(o.collectionPeriod.startDate)} – ${formatDate(o.collectionPeriod.endDate)}`,
      'collection-period',
    ],
    [t('orderConfirmation.createdAt'), formatDateTimeLong(o.createdAt), 'created'],
  ];
  if (o.sellerComment) rows.push([t('orderConfirmation.sellerComment'), o.sellerComment, 'seller-comment']);
  return rows;
}
