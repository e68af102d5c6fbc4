import { useMutation } from '@tanstack/react-query';
import { LoginResponseSchema, type LoginRequest } from '@fuel/domain/contracts/identity';
import { apiPost } from '../../../lib/api-client';

/** POST /api/login: the user, or {twoFactorRequired: true}; a 401 here means wrong credentials. */
export const login = (body: LoginRequest) =>
  apiPost('/api/login', body, { schema: LoginResponseSchema, on401: 'throw' });

export const useLogin = () => useMutation({ mutationFn: login });
