import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { InvoiceSettingsSchema, type InvoiceSettings } from '@fuel/domain/contracts/invoices';
import { apiGet, apiPut } from '../../../lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** GET /api/invoices/settings (sellers): an invoice per completed lifting or per completed order. */
export const useInvoiceSettings = () =>
  useQuery({
    queryKey: invoiceKeys.settings,
    queryFn: () => apiGet('/api/invoices/settings', { schema: InvoiceSettingsSchema }),
  });

/** PUT /api/invoices/settings (company admins of sellers). */
export function useSaveInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceSettings) => apiPut('/api/invoices/settings', body, { schema: InvoiceSettingsSchema }),
    onSuccess: (answer) => queryClient.setQueryData(invoiceKeys.settings, answer),
  });
}
