import { useMutation } from '@tanstack/react-query';
import { AuditChainCheckSchema } from '@fuel/domain/contracts/operator';
import { apiPost } from '../../../lib/api-client';

/** POST /api/operator/audit/verify: the server walks the whole chain (decision 057); on demand, never cached. */
export const verifyAuditChain = () => apiPost('/api/operator/audit/verify', {}, { schema: AuditChainCheckSchema });

export function useVerifyAuditChain() {
  return useMutation({ mutationFn: verifyAuditChain });
}
