import { http } from 'msw';
import type { DashboardFigures } from '@fuel/domain/contracts/statistics';
import { json } from './json';

/** GET /api/dashboard/figures. */
export const dashboardFigures = (body: DashboardFigures) => http.get('/api/dashboard/figures', () => json(body));
