import { RoutePlaceholder } from '../../ui/route-placeholder';

/** Contract management (/verträge-management): built by a later issue; until then its title and what it will hold. */
export default function ContractsPage() {
  return <RoutePlaceholder />;
}
