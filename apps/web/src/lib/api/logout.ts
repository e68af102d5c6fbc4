import { LogoutResponseSchema } from '@fuel/domain/contracts/identity';
import { apiPost } from '../api-client';

/** POST /api/logout (with the CSRF header) ends the server session; it answers even when the session has expired already. */
export const logoutRequest = () => apiPost('/api/logout', {}, { schema: LogoutResponseSchema, on401: 'throw' });
