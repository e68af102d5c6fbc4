import { showsLiftings } from '@fuel/domain/liftings/lifting-rules';
import OrderConfirmationPage, { loader } from '../features/trading/order-confirmation-page';
import { OrderLiftingsPanel } from '../features/liftings/components/order-liftings';
import { OrderInvoicesPanel } from '../features/invoices/components/order-invoices';

export { loader };

/**
 * /orders/:id: the order (feature trading) with its liftings (feature liftings, issue 28) and, below
 * them, its invoices (feature invoices) under each confirmed fuel order; several features on one page,
 * so the page lives above them.
 */
export default function OrderPage() {
  return (
    <OrderConfirmationPage
      orderExtras={(o) =>
        !o.additive && showsLiftings(o.status) ? (
          <>
            <OrderLiftingsPanel orderId={o.id} />
            <OrderInvoicesPanel orderId={o.id} />
          </>
        ) : null
      }
    />
  );
}
