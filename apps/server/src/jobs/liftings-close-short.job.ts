import { brandTimeZone } from '@fuel/domain/calendar/zones';
import { businessDate } from '@fuel/domain/offers/business-time';
import { closeShortDue } from '../features/liftings/liftings.service';
import { intervalJob, type Job } from './job';

/** Partly lifted orders whose collection period ended are closed short (decision 069); a day boundary is the only trigger, so 10 minutes suffice. */
const EVERY_MS = 10 * 60 * 1000;

export const liftingsCloseShortJob: Job = {
  name: 'liftings-close-short',
  runsOn: 'leader',
  start: (app) =>
    intervalJob(app, 'liftings-close-short', EVERY_MS, async () => {
      const today = businessDate(app.now(), brandTimeZone(app.platform.brand.id));
      await closeShortDue({ db: app.db, now: () => app.now(), orderChanges: app.orderChanges }, today);
    }),
};
