import { renderPendingFiles } from '../features/invoices/invoice-files.service';
import { intervalJob, type Job } from './job';

/** New invoices get their files and their mail within seconds; rendering is the slow part, so it is off the request path. */
const EVERY_MS = 5_000;

export const invoiceFilesJob: Job = {
  name: 'invoice-files',
  runsOn: 'leader',
  start: (app) =>
    intervalJob(app, 'invoice-files', EVERY_MS, async () => {
      await renderPendingFiles({ db: app.db, now: () => app.now(), brand: app.platform.brand.id, mailer: app.mailer });
    }),
};
