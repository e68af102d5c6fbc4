import { useMutation } from '@tanstack/react-query';
import { CurrentUserSchema, type LoginCodeRequest } from '@fuel/domain/contracts/identity';
import { apiPost } from '../../../lib/api-client';

/** POST /api/login/code: the e-mailed 6-digit code completes a two-factor login. */
export const submitLoginCode = (body: LoginCodeRequest) =>
  apiPost('/api/login/code', body, { schema: CurrentUserSchema, on401: 'throw' });

export const useSubmitLoginCode = () => useMutation({ mutationFn: submitLoginCode });
