import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountRankingOptionsSchema,
  DashboardFiguresSchema,
  OrderStatsQuerySchema,
  OrderStatsResponseSchema,
  ProductVolumeOptionsSchema,
  StatisticsSettingsSchema,
} from '@fuel/domain/contracts/statistics';
import { requireAuth } from '../../plugins/authorization';
import {
  getDashboardFigures,
  getOrderStats,
  getStatisticsSettings,
  saveStatisticsSetting,
  type StatisticsDeps,
} from './statistics.service';

/** Every user sees its own figures (an admin account has none); the services decide whose orders count. */
const ANYONE = { audience: 'authenticated' as const };

/**
 * Statistics (issue 16): GET /api/orders/orderStats, the saved report settings and the dashboard
 * figures. `/api/orders/orderStats` is a static path, so the router prefers it to `/api/orders/:id`
 * whatever the registration order.
 */
export async function statisticsRoutes(app: FastifyInstance) {
  const deps: StatisticsDeps = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/orders/orderStats',
    { config: ANYONE, schema: { querystring: OrderStatsQuerySchema, response: { 200: OrderStatsResponseSchema } } },
    async (request) => getOrderStats(deps, requireAuth(request), request.query),
  );

  r.get(
    '/api/statistics/settings',
    { config: ANYONE, schema: { response: { 200: StatisticsSettingsSchema } } },
    async (request) => getStatisticsSettings(deps, requireAuth(request)),
  );

  r.put(
    '/api/statistics/settings/ACCOUNT_RANKING_OPTIONS',
    { config: ANYONE, schema: { body: AccountRankingOptionsSchema, response: { 200: AccountRankingOptionsSchema } } },
    async (request) => saveStatisticsSetting(deps, requireAuth(request), 'ACCOUNT_RANKING_OPTIONS', request.body),
  );

  r.put(
    '/api/statistics/settings/PRODUCT_VOLUME_OPTIONS',
    { config: ANYONE, schema: { body: ProductVolumeOptionsSchema, response: { 200: ProductVolumeOptionsSchema } } },
    async (request) => saveStatisticsSetting(deps, requireAuth(request), 'PRODUCT_VOLUME_OPTIONS', request.body),
  );

  r.get(
    '/api/dashboard/figures',
    { config: ANYONE, schema: { response: { 200: DashboardFiguresSchema } } },
    async (request) => getDashboardFigures(deps, requireAuth(request)),
  );
}
