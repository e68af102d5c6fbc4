import { queryOptions, useQuery } from '@tanstack/react-query';
import { canTrade, RelationshipListSchema } from '@fuel/domain/contracts/relationships';
import { apiGet } from '../../../lib/api-client';
import { pricingKeys } from './pricing-keys';

/** GET /api/relationships/buyer: the seller's buyers; the customer pickers offer those it trades with. */
export const getCustomers = () => apiGet('/api/relationships/buyer', { schema: RelationshipListSchema });

export const customersQuery = () =>
  queryOptions({
    queryKey: pricingKeys.customers,
    queryFn: getCustomers,
    select: (relationships) =>
      relationships
        .filter(canTrade)
        .map((r) => ({ id: r.counterparty.id, name: r.counterparty.name, city: r.counterparty.city }))
        .sort((a, b) => a.name.localeCompare(b.name, 'de')),
  });

export const useCustomers = () => useQuery(customersQuery());
