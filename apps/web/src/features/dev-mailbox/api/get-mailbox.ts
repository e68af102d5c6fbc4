import { queryOptions, useQuery } from '@tanstack/react-query';
import { MailboxSchema } from '@fuel/domain/contracts/identity';
import { apiGet } from '../../../lib/api-client';

/** The outbox is polled so that codes and links appear while a developer waits for them. */
export const MAILBOX_REFRESH_MS = 2000;

/** GET /api/dev/mailbox (outside production only): every mail the server has sent. */
export const getMailbox = () => apiGet('/api/dev/mailbox', { schema: MailboxSchema, on401: 'throw' });

export const mailboxQuery = () =>
  queryOptions({ queryKey: ['dev-mailbox'], queryFn: getMailbox, refetchInterval: MAILBOX_REFRESH_MS, staleTime: 0 });

export const useMailbox = () => useQuery(mailboxQuery());
