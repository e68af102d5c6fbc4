import type { FastifyInstance, FastifyError } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CSV_CONTENT_TYPES,
  CsvPreviewQuerySchema,
  CsvPreviewSchema,
  CsvUploadIdParamsSchema,
  CsvUploadListSchema,
  CsvUploadSchema,
} from '@fuel/domain/contracts/csv-uploads';
import { CSV_MESSAGES, MAX_CSV_BYTES } from '@fuel/domain/csv/csv-file';
import { CSV_UPLOAD_MESSAGES } from '@fuel/domain/csv/upload-messages';
import { requireAuth, type Audience } from '../../plugins/authorization';
import type { Refusal } from '../../plugins/openapi';
import { AppError } from '../../shared/app-error';
import {
  applyUpload,
  CsvRetryLater,
  listUploads,
  previewUpload,
  uploadedFile,
  type CsvKind,
  type CsvReading,
} from './csv-uploads.service';
import { offersCsv } from './offer-csv.service';
import { creditLimitsCsv } from './credit-limit-csv.service';
import { liftingsCsv } from './lifting-csv.service';

/** Offers: sellers (/meine-angebote). Credit limits: sellers who manage buyers (spec section 6). Liftings: sellers (/liftings). */
// The seller-kind rule (decision 054): an additive-only seller's offers file, or fuel terms in a credit-limits file.
const KINDS: Array<{
  csv: CsvKind<CsvReading>;
  audience: Audience;
  templateName: string;
  refusals: readonly Refusal[];
}> = [
  {
    csv: offersCsv,
    audience: { accountTypes: ['seller'] },
    templateName: 'vorlage-angebote.csv',
    refusals: ['FUEL_NOT_AVAILABLE'],
  },
  {
    csv: creditLimitsCsv,
    audience: { accountTypes: ['seller'], roles: ['MyRelationships_View'] },
    templateName: 'vorlage-kreditlimits.csv',
    refusals: [],
  },
  {
    csv: liftingsCsv,
    audience: { accountTypes: ['seller'] },
    templateName: 'vorlage-verladungen.csv',
    refusals: [],
  },
];

/** An attachment header that keeps umlauts (RFC 6266 filename*) with an ASCII fallback. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** CSV uploads (issue 18 parts 1 to 3, decision 044): template, preview, apply, history, stored file. */
export async function csvUploadsRoutes(app: FastifyInstance) {
  // The file is the raw body (no multipart plugin): a browser sends the File object as it is.
  app.addContentTypeParser(
    [...CSV_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: MAX_CSV_BYTES },
    (_request, body, done) => done(null, body),
  );
  // A file over the limit is refused by Fastify before any handler: say so in German, not as a generic 413.
  app.setErrorHandler((err: FastifyError, _request, reply) => {
    if (err instanceof CsvRetryLater) reply.header('retry-after', String(err.retryAfterSeconds));
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new AppError(413, 'CSV_FILE_TOO_LARGE', CSV_MESSAGES.tooLarge);
    throw err;
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  for (const { csv, audience, templateName, refusals } of KINDS) {
    const base = `/api/csv-uploads/${csv.kind}`;
    r.get(`${base}/template`, { config: { audience } }, async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(templateName))
        .send(await csv.template(app, requireAuth(request))),
    );

    r.post(
      `${base}/preview`,
      {
        bodyLimit: MAX_CSV_BYTES,
        config: { audience, refusals },
        schema: { querystring: CsvPreviewQuerySchema, response: { 200: CsvPreviewSchema } },
      },
      async (request) => {
        const auth = requireAuth(request);
        if (!Buffer.isBuffer(request.body)) throw new AppError(415, 'CSV_NOT_CSV', CSV_UPLOAD_MESSAGES.notCsv);
        return previewUpload(app, csv, auth, request.query.fileName, new Uint8Array(request.body));
      },
    );

    r.post(
      `${base}/:id/apply`,
      {
        config: { audience, refusals },
        schema: { params: CsvUploadIdParamsSchema, response: { 200: CsvUploadSchema } },
      },
      async (request) => applyUpload(app, csv, requireAuth(request), request.params.id),
    );

    r.get(base, { config: { audience }, schema: { response: { 200: CsvUploadListSchema } } }, async (request) =>
      listUploads(app, csv.kind, requireAuth(request)),
    );

    r.get(
      `${base}/:id/file`,
      { config: { audience }, schema: { params: CsvUploadIdParamsSchema } },
      async (request, reply) => {
        const file = await uploadedFile(app, csv.kind, requireAuth(request), request.params.id);
        return reply
          .type('text/csv')
          .header('content-disposition', attachment(file.fileName))
          .send(Buffer.from(file.content));
      },
    );
  }
}
