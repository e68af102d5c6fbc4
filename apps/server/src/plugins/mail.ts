import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { BrandConfig } from '@fuel/domain/contracts/brand';
import { spellForLocale } from '@fuel/domain/brands/spelling';
import type { DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';

/** replyTo: where the recipient's answer goes instead of the sender (the contact form: the user). */
/** Empties the outbox (development mailbox only); the mail plugin owns the table (decision 061). Answers how many mails went. */
export async function deleteAllMails(db: DbOrTx): Promise<number> {
  const rows = await db.delete(mailOutbox).returning({ id: mailOutbox.id });
  return rows.length;
}

/** A file sent with the mail (an invoice's PDF and XML); kept on the outbox row as base64. */
export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};
export type MailTransport = { send(message: MailMessage & { from: string }): Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Writes the mail to the outbox, then delivers it when a transport exists. Features write only
     * the German body; the brand's signature is appended here so every mail ends the same way.
     * Delivery failures are logged and kept on the outbox row, never thrown to the caller.
     */
    mailer: {
      send(message: MailMessage): Promise<void>;
      /** Several mails, written to the outbox in one statement (the outbox job's batches, decision 034). */
      sendMany(messages: MailMessage[]): Promise<void>;
    };
  }
}

export function signatureText(brand: BrandConfig): string {
  return ['Mit freundlichen Grüßen', `Ihr Team der ${brand.companyName}`, `${brand.email} · ${brand.phone}`].join('\n');
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The signed mail in the brand's spelling (brand B: Swiss, "Grüsse", "MWST"; issue 14). */
function sign(message: MailMessage, brand: BrandConfig): MailMessage {
  const signature = signatureText(brand);
  const spell = (text: string) => spellForLocale(brand.locale, text);
  return {
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: spell(message.subject),
    text: spell(`${message.text.trimEnd()}\n\n${signature}\n`),
    ...(message.html ? { html: spell(`${message.html}\n<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>`) } : {}),
    ...(message.attachments ? { attachments: message.attachments } : {}),
  };
}

function smtpTransport(url: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (m) => {
      await transporter.sendMail({
        from: m.from,
        to: m.to,
        replyTo: m.replyTo,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: m.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        })),
      });
    },
    close: () => transporter.close(),
  };
}

export default fp(async function mailPlugin(app: FastifyInstance, opts: { transport?: MailTransport }) {
  const smtp = !opts.transport && app.config.smtpUrl ? smtpTransport(app.config.smtpUrl) : undefined;
  const transport = opts.transport ?? smtp;
  if (smtp) app.addHook('onClose', async () => smtp.close());

  async function deliver(mail: MailMessage, id: number): Promise<void> {
    if (!transport) return;
    try {
      await transport.send({ ...mail, from: app.config.mailFrom });
      await app.db.update(mailOutbox).set({ sentAt: app.now() }).where(eq(mailOutbox.id, id));
    } catch (err) {
      app.log.error({ err, mailId: id }, 'mail delivery failed');
      await app.db
        .update(mailOutbox)
        .set({ error: err instanceof Error ? err.message : String(err) })
        .where(eq(mailOutbox.id, id))
        .catch((e: unknown) => app.log.error({ err: e }, 'could not record the mail error'));
    }
  }

  const sendMany = async (messages: MailMessage[]) => {
    if (messages.length === 0) return;
    const mails = messages.map((m) => sign(m, app.platform.brand));
    const rows = await app.db
      .insert(mailOutbox)
      .values(
        mails.map((mail) => ({
          to: mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          attachments:
            mail.attachments?.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              base64: Buffer.from(a.content).toString('base64'),
            })) ?? null,
          createdAt: app.now(),
        })),
      )
      .returning({ id: mailOutbox.id });
    for (const [i, mail] of mails.entries()) await deliver(mail, rows[i]!.id);
  };
  app.decorate('mailer', { send: (message: MailMessage) => sendMany([message]), sendMany });
});
