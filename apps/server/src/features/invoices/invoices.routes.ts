import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BankLinesRequestSchema,
  BankLinesResultSchema,
  CreditNoteRequestSchema,
  InvoiceDetailSchema,
  InvoiceListQuerySchema,
  InvoiceListSchema,
  InvoiceSettingsSchema,
  InvoiceXmlQuerySchema,
  OrderInvoicesSchema,
  OverdueByBuyerSchema,
  RecordPaymentRequestSchema,
} from '@fuel/domain/contracts/invoices';
import { IdParamsSchema } from '@fuel/domain/validation/numbers';
import { requireAuth } from '../../plugins/authorization';
import * as files from './invoice-files.service';
import * as payments from './invoice-payments.service';
import * as service from './invoices.service';

const SELLER_WRITES = {
  audience: { accountTypes: ['seller' as const] },
  apiScope: 'invoices:write' as const,
  refusals: ['INVOICE_REFUSED' as const],
};

export async function invoicesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, now: () => app.now(), brand: app.platform.brand.id, mailer: app.mailer };
  const read = { audience: 'authenticated' as const, apiScope: 'invoices:read' as const };
  // Rendering takes a fraction of a second per document: its own lane, small batches.
  app.outbox.handle(files.INVOICE_FILES_WORK, files.filesWork(deps), { lane: 'invoices', batch: 5 });

  r.get(
    '/api/invoices',
    { config: read, schema: { querystring: InvoiceListQuerySchema, response: { 200: InvoiceListSchema } } },
    async (request) => service.listInvoicesOf(deps, requireAuth(request), request.query),
  );
  r.get(
    '/api/invoices/export.csv',
    { config: read, schema: { querystring: InvoiceListQuerySchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="rechnungen.csv"')
        .send(await service.exportInvoicesCsv(deps, requireAuth(request), request.query)),
  );
  r.get(
    '/api/invoices/overdue',
    {
      config: { ...read, audience: { accountTypes: ['seller'] } },
      schema: { response: { 200: OverdueByBuyerSchema } },
    },
    async (request) => service.getOverdueByBuyer(deps, requireAuth(request)),
  );
  r.get(
    '/api/invoices/settings',
    { config: { audience: { accountTypes: ['seller'] } }, schema: { response: { 200: InvoiceSettingsSchema } } },
    async (request) => service.getInvoiceSettings(deps, requireAuth(request)),
  );
  r.put(
    '/api/invoices/settings',
    {
      config: { audience: { accountTypes: ['seller'], companyAdmin: true } },
      schema: { body: InvoiceSettingsSchema, response: { 200: InvoiceSettingsSchema } },
    },
    async (request) => service.saveInvoiceSettings(deps, requireAuth(request), request.body),
  );
  r.get(
    '/api/invoices/:id',
    { config: read, schema: { params: IdParamsSchema, response: { 200: InvoiceDetailSchema } } },
    async (request) => service.getInvoice(deps, requireAuth(request), request.params.id),
  );
  r.get('/api/invoices/:id/pdf', { config: read, schema: { params: IdParamsSchema } }, async (request, reply) => {
    const file = await files.invoicePdf(deps, requireAuth(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${file.name}"`)
      .send(Buffer.from(file.bytes));
  });
  r.get(
    '/api/invoices/:id/xml',
    { config: read, schema: { params: IdParamsSchema, querystring: InvoiceXmlQuerySchema } },
    async (request, reply) => {
      const file = await files.invoiceXml(deps, requireAuth(request), request.params.id, request.query.syntax ?? 'cii');
      return reply
        .type('application/xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.name}"`)
        .send(file.text);
    },
  );
  r.post(
    '/api/invoices/:id/payments',
    {
      config: SELLER_WRITES,
      schema: { params: IdParamsSchema, body: RecordPaymentRequestSchema, response: { 201: InvoiceDetailSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await payments.recordPayment(deps, requireAuth(request), request.params.id, request.body)),
  );
  r.post(
    '/api/invoices/:id/credit-notes',
    {
      config: SELLER_WRITES,
      schema: { params: IdParamsSchema, body: CreditNoteRequestSchema, response: { 201: InvoiceDetailSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await payments.createCreditNote(deps, requireAuth(request), request.params.id, request.body)),
  );
  r.post(
    '/api/invoices/bank-lines',
    { config: SELLER_WRITES, schema: { body: BankLinesRequestSchema, response: { 200: BankLinesResultSchema } } },
    async (request) => payments.importBankLines(deps, requireAuth(request), request.body),
  );
  r.get(
    '/api/orders/:id/invoices',
    {
      config: { audience: 'authenticated', apiScope: 'invoices:read' },
      schema: { params: IdParamsSchema, response: { 200: OrderInvoicesSchema } },
    },
    async (request) => service.getOrderInvoices(deps, requireAuth(request), request.params.id),
  );
}
