import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardFiguresSchema } from '@fuel/domain/contracts/statistics';
import { apiGet } from '../../../lib/api-client';

/** Today's figures move with every order: asked again every minute while the dashboard is open. */
export const DASHBOARD_FIGURES_REFRESH_MS = 60_000;

/** Under the ['orders'] prefix on purpose: an order change (trade-keys.ts) refreshes the figures. */
export const dashboardFiguresKeys = { figures: ['orders', 'dashboard-figures'] as const };

/** GET /api/dashboard/figures: today's orders and volume, open orders, free credit or sold volume. */
export const getDashboardFigures = () => apiGet('/api/dashboard/figures', { schema: DashboardFiguresSchema });

export const dashboardFiguresQuery = () =>
  queryOptions({
    queryKey: dashboardFiguresKeys.figures,
    queryFn: getDashboardFigures,
    refetchInterval: DASHBOARD_FIGURES_REFRESH_MS,
  });

/** Only buyers and sellers trade; other accounts do not ask. */
export const useDashboardFigures = (enabled: boolean) => useQuery({ ...dashboardFiguresQuery(), enabled });
