import { useMutation } from '@tanstack/react-query';
import { PasswordResetDoneSchema, type PasswordResetConfirm } from '@fuel/domain/contracts/identity';
import { apiPost } from '../../../lib/api-client';
import { resetPath } from './get-reset-key-status';

/** POST /api/password/reset/:key: sets the new password; 400 PASSWORD_POLICY with fields, 410 RESET_LINK_EXPIRED. */
export const resetPassword = ({ key, ...body }: PasswordResetConfirm & { key: string }) =>
  apiPost(resetPath(key), body, { schema: PasswordResetDoneSchema, on401: 'throw' });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
