import { http } from 'msw';
import type { ChildAccountList } from '@fuel/domain/contracts/child-accounts';
import { reply, type Answer } from './json';

/** GET /api/child-accounts: the shareholder's child accounts with the options of their settings. */
export const childAccounts = (answer: Answer<ChildAccountList>) => http.get('/api/child-accounts', () => reply(answer));
