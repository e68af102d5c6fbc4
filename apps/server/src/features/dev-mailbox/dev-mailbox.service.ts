import type { Db } from '../../db/client';
import type { MailboxEntry } from '@fuel/domain/contracts/identity';
import { deleteAllMails } from '../../plugins/mail';
import * as repo from './dev-mailbox.repository';

/** Enough for a developer's screen; the outbox itself keeps everything. */
const MAILBOX_LIMIT = 100;

/** The outbox, newest first, optionally for one recipient: how developers and tests read codes and links. */
export async function listMailbox(db: Db, to: string | undefined): Promise<{ mails: MailboxEntry[] }> {
  const rows = await repo.findMails(db, { to: to || undefined, limit: MAILBOX_LIMIT });
  return {
    mails: rows.map((m) => ({
      ...m,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt ? m.sentAt.toISOString() : null,
    })),
  };
}

export async function clearMailbox(db: Db): Promise<{ deleted: number }> {
  return { deleted: await deleteAllMails(db) };
}
