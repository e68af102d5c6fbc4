import {
  CONTACT_MESSAGES_PER_HOUR,
  CONTACT_RATE_LIMITED_MESSAGE,
  type ContactRequest,
} from '@fuel/domain/contracts/contact';
import type { BrandConfig } from '@fuel/domain/contracts/brand';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import type { MailMessage } from '../../plugins/mail';
import { enqueue } from '../../shared/outbox';
import { enforceRateLimits } from '../../shared/rate-limit';
import { contactMail } from './contact.mails';
import { findSenders } from './contact.repository';

/** The outbox kind of a contact message (decision 046). */
export const CONTACT_WORK = 'contact.message';
const HOUR = 60 * 60 * 1000;

export type ContactDeps = { db: Db; now: () => Date; outbox: { kick(): void } };

/** One outbox row: the caller from the session (never from the body) and what the form sent. */
type ContactWork = ContactRequest & { userId: number; sentAt: string };

/**
 * POST /api/contact: counts the message against the user's hourly limit (429 with the German reason),
 * then hands it to the outbox, which mails it after the answer (the request never waits for SMTP).
 */
export async function sendContactMessage(
  deps: ContactDeps,
  auth: Pick<AuthContext, 'userId'>,
  input: ContactRequest,
): Promise<{ accepted: true }> {
  const now = deps.now();
  await enforceRateLimits(deps.db, now, {
    key: `contact:user:${auth.userId}`,
    limit: CONTACT_MESSAGES_PER_HOUR,
    windowMs: HOUR,
    message: CONTACT_RATE_LIMITED_MESSAGE,
  });
  const work: ContactWork = { ...input, userId: auth.userId, sentAt: now.toISOString() };
  await enqueue(deps.db, CONTACT_WORK, work);
  deps.outbox.kick();
  return { accepted: true };
}

export type ContactWorkDeps = {
  db: DbOrTx;
  brand: () => BrandConfig;
  mailer: { sendMany(messages: MailMessage[]): Promise<void> };
};

/** The outbox handler: one mail per message to the brand's address, Reply-To the user's. */
export function contactWork(deps: ContactWorkDeps) {
  return async (payloads: Array<Record<string, unknown>>): Promise<void> => {
    const works = payloads as ContactWork[];
    const senders = new Map(
      (await findSenders(deps.db, [...new Set(works.map((w) => w.userId))])).map((s) => [s.userId, s]),
    );
    const to = deps.brand().email;
    const mails = works.map((work) => contactMail(to, senders.get(work.userId) ?? null, work, new Date(work.sentAt)));
    await deps.mailer.sendMany(mails);
  };
}
