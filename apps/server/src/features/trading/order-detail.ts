import type { OrderDetail } from '@fuel/domain/contracts/orders';
import { currencyFromCode } from '@fuel/domain/brands/currency';
import type { PriceBasis } from '@fuel/domain/pricing/live-pricing';
import { majorFromMinor, cbmFromLitres, priceInputFromPer100lE4 } from '@fuel/domain/pricing/money';
import { canSellerDecide, orderStatusLabel, type OrderSide } from '@fuel/domain/trading/order-status';
import { additiveOrderFacts } from '@fuel/domain/trading/additive-order';
import type { OrderDetailRow } from './trading.repository';

/** Which side of an order an account is on, or null when the order is none of its business. */
export function sideOf(row: OrderDetailRow, accountId: number): OrderSide | null {
  const o = row.order;
  if (o.sellerAccountId === accountId) return 'seller';
  if (o.buyerAccountId === accountId || row.buyerParentAccountId === accountId) return 'buyer';
  return null;
}

/** The confirmation as one side sees it (status label of spec section 4 for that side). */
export function toOrderDetail(row: OrderDetailRow, side: OrderSide): OrderDetail {
  const o = row.order;
  return {
    id: o.id,
    contractNumber: o.contractNumber,
    liftingMasterNumber: o.liftingMasterNumber,
    pickupNumber: o.pickupNumber,
    market: o.market,
    productType: o.market === 'ADDITIVE' ? 'ADDITIVE' : 'FUEL',
    status: o.status,
    statusLabel: orderStatusLabel(o.status, side),
    side,
    seller: { id: o.sellerAccountId, name: row.sellerName },
    buyer: { id: o.buyerAccountId, name: row.buyerName },
    product: { id: o.productId, name: row.productName },
    terminal:
      o.terminalId !== null && row.terminalName !== null
        ? { id: o.terminalId, name: row.terminalName, city: row.terminalCity ?? '' }
        : null,
    deliveryAddress:
      row.address && row.address.id !== null ? (row.address as NonNullable<OrderDetail['deliveryAddress']>) : null,
    quantityCbm: cbmFromLitres(o.litres),
    pricePer100l: priceInputFromPer100lE4(o.pricePer100lE4, 'EUR_100L15'),
    priceBasis: (o.priceBasis as PriceBasis | null) ?? null,
    priceSteps: o.priceSteps ?? null,
    amounts: {
      net: majorFromMinor(o.netMinor),
      vat: majorFromMinor(o.vatMinor),
      gross: majorFromMinor(o.grossMinor),
      vatRate: o.vatRateBp / 100,
      currency: currencyFromCode(o.currency),
    },
    paymentPeriod: { creditDays: o.creditDays, dueDate: o.dueDate },
    collectionPeriod: { startDate: o.collectionStartDate, endDate: o.collectionEndDate },
    createdAt: o.createdAt.toISOString(),
    sellerComment: o.sellerComment,
    canDecide: side === 'seller' && canSellerDecide(o.status, 'CONFIRMED'),
    additive: additiveOrderFacts({
      ...o,
      unitName: row.purchaseUnit?.name ?? null,
      unitLitres: row.purchaseUnit?.litres ?? null,
      location: row.location,
    }),
  };
}
