import { http } from 'msw';
import type { MailboxEntry } from '@fuel/domain/contracts/identity';
import { reply, type Answer } from './json';

/** GET /api/dev/mailbox: the mails the server wrote (development only). */
export const mailbox = (answer: Answer<{ mails: MailboxEntry[] }>) => http.get('/api/dev/mailbox', () => reply(answer));
