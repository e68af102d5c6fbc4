// The files of issued documents (issue 28 part 2): rendered once from the stored document, kept beside
// it unchanged (GoBD), served to both parties, and mailed to the buyer's invoice address. Issuing hands
// the rendering and the mail to the outbox, off the request; a download of a document not rendered
// yet (the demo's) renders it on the spot, and the first stored rendering is the one that stays.
import { createHash } from 'node:crypto';
import { ERROR_MESSAGES } from '@fuel/domain/errors/messages';
import { INVOICE_MESSAGES } from '@fuel/domain/invoicing/document-texts';
import { moneyText } from '@fuel/domain/invoicing/money-text';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/authorization';
import type { MailMessage } from '../../plugins/mail';
import { AppError } from '../../shared/app-error';
import { findListedInvoice } from './invoice-list.repository';
import { findFiles, findInvoice, insertFiles } from './invoices.repository';
import { todayOf, type InvoicesDeps } from './invoices.service';

type FilesDeps = InvoicesDeps & { mailer: { sendMany(messages: MailMessage[]): Promise<void> } };

const NOT_FOUND = () => new AppError(404, 'NOT_FOUND', ERROR_MESSAGES.NOT_FOUND);

/** The stored files of the document, rendered and stored first when they are not yet. */
async function filesOf(db: DbOrTx, invoiceId: number, now: Date) {
  const stored = await findFiles(db, invoiceId);
  if (stored) return { files: stored, created: false };
  const invoice = await findInvoice(db, invoiceId);
  if (!invoice) throw NOT_FOUND();
  // Loaded on first use: the PDF and e-invoice libraries are large, and most processes never render.
  const { renderInvoiceFiles } = await import('./files/render-invoice-files');
  const rendered = await renderInvoiceFiles(invoice.document);
  const created = await insertFiles(db, {
    invoiceId,
    pdf: rendered.pdf,
    cii: rendered.cii,
    ubl: rendered.ubl,
    sha256: createHash('sha256').update(rendered.pdf).digest('hex'),
    createdAt: now,
  });
  return { files: (await findFiles(db, invoiceId))!, created };
}

async function visibleFiles(deps: FilesDeps, auth: AuthContext, invoiceId: number) {
  const listed = await findListedInvoice(deps.db, auth, todayOf(deps), invoiceId);
  if (!listed) throw NOT_FOUND();
  return { number: listed.number, ...(await filesOf(deps.db, invoiceId, deps.now())).files };
}

/** GET /api/invoices/{id}/pdf */
export async function invoicePdf(deps: FilesDeps, auth: AuthContext, invoiceId: number) {
  const f = await visibleFiles(deps, auth, invoiceId);
  return { name: `${f.number}.pdf`, bytes: f.pdf };
}

/** GET /api/invoices/{id}/xml?syntax=cii|ubl */
export async function invoiceXml(deps: FilesDeps, auth: AuthContext, invoiceId: number, syntax: 'cii' | 'ubl') {
  const f = await visibleFiles(deps, auth, invoiceId);
  return { name: `${f.number}-xrechnung-${syntax}.xml`, text: syntax === 'cii' ? f.cii : f.ubl };
}

/** After-commit work of an issued document (decision 034's outbox): render its files, mail the buyer. */
export const INVOICE_FILES_WORK = 'invoices.files';

/**
 * The outbox handler of INVOICE_FILES_WORK: renders each document and mails it to the buyer's invoice
 * address with the PDF and the XRechnung attached. A document a download rendered first is mailed
 * here all the same (the download does not mail); a retried row finds the files stored and mails once.
 */
export function filesWork(deps: FilesDeps) {
  return async (payloads: Array<Record<string, unknown>>): Promise<void> => {
    for (const payload of payloads) {
      const id = Number(payload.invoiceId);
      const { files } = await filesOf(deps.db, id, deps.now());
      const invoice = await findInvoice(deps.db, id);
      if (!invoice?.document.buyer.email) continue;
      const doc = invoice.document;
      await deps.mailer.sendMany([
        {
          to: doc.buyer.email,
          subject:
            invoice.kind === 'invoice'
              ? INVOICE_MESSAGES.invoiceMailSubject(doc.number)
              : INVOICE_MESSAGES.creditNoteMailSubject(doc.number),
          text: INVOICE_MESSAGES.invoiceMailText(
            invoice.kind,
            doc.number,
            doc.seller.name,
            moneyText(doc.totals.totalWithVatMinor, doc.currency),
            doc.dueDate,
          ),
          attachments: [
            { filename: `${doc.number}.pdf`, contentType: 'application/pdf', content: files.pdf },
            {
              filename: `${doc.number}-xrechnung-cii.xml`,
              contentType: 'application/xml',
              content: new TextEncoder().encode(files.cii),
            },
          ],
        },
      ]);
    }
  };
}
