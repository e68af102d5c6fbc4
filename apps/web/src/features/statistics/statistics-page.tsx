import { RoutePlaceholder } from '../../ui/route-placeholder';

/** Reports, or news and statistics (/statistik): built by a later issue; until then its title and what it will hold. */
export default function StatisticsPage() {
  return <RoutePlaceholder />;
}
