import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export async function findMails(db: DbOrTx, opts: { to?: string; limit: number }) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      replyTo: mailOutbox.replyTo,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(opts.to ? sql`lower(${mailOutbox.to}) = lower(${opts.to})` : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(opts.limit);
}
