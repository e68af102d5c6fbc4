import { http } from 'msw';
import type { CsvUpload } from '@fuel/domain/contracts/csv-uploads';
import { json, report, type RequestSpy } from './json';

/** POST /api/csv-uploads/{kind}/{id}/apply: the applied upload. */
export const applyCsvUpload = (answer: CsvUpload, spy?: RequestSpy) =>
  http.post('/api/csv-uploads/:kind/:id/apply', async ({ request }) => {
    await report(request, spy);
    return json(answer);
  });
