import DashboardPage from '../features/dashboard/dashboard-page';
import { TargetFillsCard } from '../features/target-orders/components/target-fills-card';

/** Buyers see what their target-price orders bought (feature target-orders, issue 29 part 4). */
const buyerCards = [{ route: 'targetOrders' as const, card: <TargetFillsCard key="target-orders" /> }];

/**
 * /: the dashboard (feature dashboard) with the cards of other features; two features on one page, so
 * the page lives above them.
 */
export default function DashboardWithCardsPage() {
  return <DashboardPage buyerCards={buyerCards} />;
}
