import { useMutation } from '@tanstack/react-query';
import { LoginCodeResentSchema } from '@fuel/domain/contracts/identity';
import { apiPost } from '../../../lib/api-client';

/** POST /api/login/code/resend: mails a fresh code; older codes become void. */
export const resendLoginCode = () =>
  apiPost('/api/login/code/resend', {}, { schema: LoginCodeResentSchema, on401: 'throw' });

export const useResendLoginCode = () => useMutation({ mutationFn: resendLoginCode });
