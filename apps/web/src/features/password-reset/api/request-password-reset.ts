import { useMutation } from '@tanstack/react-query';
import { PasswordResetRequestedSchema, type PasswordResetRequest } from '@fuel/domain/contracts/identity';
import { apiPost } from '../../../lib/api-client';

/** POST /api/password/reset: always the same answer, whether or not the account exists. */
export const requestPasswordReset = (body: PasswordResetRequest) =>
  apiPost('/api/password/reset', body, { schema: PasswordResetRequestedSchema, on401: 'throw' });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
