import { useMutation } from '@tanstack/react-query';
import { ContactAcceptedSchema, type ContactRequest } from '@fuel/domain/contracts/contact';
import { apiPost } from '../../../lib/api-client';

/** POST /api/contact: 202 once the message is queued for the mail. Never retried by itself (decision 029). */
export const sendContactMessage = (input: ContactRequest) =>
  apiPost('/api/contact', input, { schema: ContactAcceptedSchema });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
