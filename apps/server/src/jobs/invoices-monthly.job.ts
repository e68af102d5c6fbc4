import { brandTimeZone } from '@fuel/domain/calendar/zones';
import { businessDate } from '@fuel/domain/offers/business-time';
import { issueMonthlyInvoices } from '../features/invoices/invoice-issue.service';
import { intervalJob, type Job } from './job';

/** Sellers in the monthly mode bill the past month's liftings in the first hour of the new one (decision 070). */
const EVERY_MS = 60 * 60 * 1000;

export const invoicesMonthlyJob: Job = {
  name: 'invoices-monthly',
  runsOn: 'leader',
  start: (app) =>
    intervalJob(app, 'invoices-monthly', EVERY_MS, async () => {
      const zone = brandTimeZone(app.platform.brand.id);
      const monthStart = `${businessDate(app.now(), zone).slice(0, 7)}-01`;
      await issueMonthlyInvoices(app.db, monthStart, zone, app.now());
    }),
};
