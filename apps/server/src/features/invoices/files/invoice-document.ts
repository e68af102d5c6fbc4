// The document the files are rendered from: the domain's type (issued and stored by the invoices service).
export type { InvoiceDocument, InvoiceFiles, InvoiceParty } from '@fuel/domain/invoicing/invoice-document-types';
