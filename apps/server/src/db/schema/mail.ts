import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every mail is written here first; SMTP delivery marks sentAt, without SMTP the table is the mailbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Where an answer goes when it is not the sender (the contact form: the user's address). */
  replyTo: text('reply_to'),
  /** Files sent with the mail (issue 28: invoices), base64. */
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; base64: string }[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});
