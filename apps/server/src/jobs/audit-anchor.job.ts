import { writeDailyAuditAnchor } from '../features/operator/operator.service';
import { intervalJob, type Job } from './job';

/** Checks every 10 minutes whether yesterday's audit anchor is written (decision 057); one process does it. */
export const auditAnchorJob: Job = {
  name: 'audit-anchor',
  runsOn: 'leader',
  start(app) {
    return intervalJob(app, 'audit-anchor', 10 * 60_000, async () => {
      await writeDailyAuditAnchor(app);
    });
  },
};
