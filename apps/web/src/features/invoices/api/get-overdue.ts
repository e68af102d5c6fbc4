import { useQuery } from '@tanstack/react-query';
import { OverdueByBuyerSchema } from '@fuel/domain/contracts/invoices';
import { apiGet } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** GET /api/invoices/overdue (sellers): what each buyer owes past its due dates. */
export const useOverdueByBuyer = () =>
  useQuery({
    queryKey: invoiceKeys.overdue(),
    queryFn: () => apiGet('/api/invoices/overdue', { schema: OverdueByBuyerSchema }),
  });
