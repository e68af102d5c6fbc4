import { http, HttpResponse } from 'msw';
import type { NewsList } from '@fuel/domain/contracts/news';
import { reply, report, type Answer, type RequestSpy } from './json';

/** GET /api/news/mine: the seller's own items for the editor. */
export const myNews = (answer: Answer<NewsList>) => http.get('/api/news/mine', () => reply(answer));

/** DELETE /api/news/{id} (204). */
export const deleteNews = (spy?: RequestSpy) =>
  http.delete('/api/news/:id', async ({ request }) => {
    await report(request, spy);
    return new HttpResponse(null, { status: 204 });
  });
