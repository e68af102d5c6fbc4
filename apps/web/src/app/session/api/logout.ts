import { LogoutResponseSchema } from '@fuel/domain/contracts/identity';
import { apiGet } from '../../api-client';

/** GET /api/logout ends the server session; it answers even when the session has expired already. */
export const logoutRequest = () => apiGet('/api/logout', { schema: LogoutResponseSchema, on401: 'throw' });
