import { http } from 'msw';
import type { CsvUpload, CsvUploadList } from '@fuel/domain/contracts/csv-uploads';
import { json, report, type RequestSpy } from './json';

/** POST /api/csv-uploads/{kind}/{id}/apply: the applied upload. */
export const applyCsvUpload = (answer: CsvUpload, spy?: RequestSpy) =>
  http.post('/api/csv-uploads/:kind/:id/apply', async ({ request }) => {
    await report(request, spy);
    return json(answer);
  });

/** GET /api/csv-uploads/{kind}: the account's applied uploads of the kind (the spy sees which kind was asked). */
export const csvUploadHistory = (answer: CsvUploadList, spy?: RequestSpy) =>
  http.get('/api/csv-uploads/:kind', async ({ request }) => {
    await report(request, spy);
    return json(answer);
  });
