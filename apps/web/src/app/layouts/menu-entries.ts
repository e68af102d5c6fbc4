import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IconAddressBook,
  IconAdjustmentsDollar,
  IconBarrel,
  IconBellRinging,
  IconChartLine,
  IconBuildingStore,
  IconChartBar,
  IconFileInvoice,
  IconFileText,
  IconLayoutDashboard,
  IconMail,
  IconNews,
  IconMapPin,
  IconReceipt,
  IconShieldCog,
  IconSitemap,
  IconStar,
  IconTag,
  IconTarget,
  IconTruckDelivery,
  IconTruckLoading,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react';
import { formatBadgeCount } from '@fuel/domain/formats/number';
import { useBrand } from '../../brands/brand-context';
import { canOpen, mustAcceptTerms } from '../../lib/navigation/guards';
import { showsNewsBox } from '../../lib/navigation/guard-session';
import { existingRoutes, menuOf, routeExists, type RouteId } from '../../lib/navigation/route-table';
import { useGuardSession } from '../../lib/session/use-guard-session';
import { useNewRelationshipsCount } from '../../features/buyer-management/api/get-new-relationships-count';
import { useAwaitingOrdersCount } from '../../lib/api/get-awaiting-orders-count';

export type MenuEntry = {
  id: RouteId;
  href: string;
  label: string;
  shortLabel: string;
  icon: ComponentType<IconProps>;
  /** Count shown on the entry ("99+" above the cap); absent at 0. */
  badge?: string;
  /** The shown count with what it counts ("3 zu bestätigen"), for the entry's accessible name. */
  badgeName?: string;
};

const ICONS: Partial<Record<RouteId, ComponentType<IconProps>>> = {
  dashboard: IconLayoutDashboard,
  market: IconBuildingStore,
  orders: IconReceipt,
  statistics: IconChartBar,
  contracts: IconFileText,
  sellerManagement: IconTruckDelivery,
  buyerManagement: IconUsers,
  offers: IconTag,
  liftings: IconTruckLoading,
  childAccounts: IconSitemap,
  contact: IconMail,
  operator: IconShieldCog,
  marketInfo: IconChartLine,
  priceAlerts: IconBellRinging,
  targetOrders: IconTarget,
  invoices: IconFileInvoice,
};

type NavKey =
  | 'dashboard'
  | 'market'
  | 'orders'
  | 'statistics'
  | 'newsStatistics'
  | 'contracts'
  | 'sellerManagement'
  | 'buyerManagement'
  | 'offers'
  | 'liftings'
  | 'childAccounts'
  | 'contact'
  | 'operator'
  | 'marketInfo'
  | 'priceAlerts'
  | 'targetOrders'
  | 'invoices';

/** The main menu: the spec's routes, each only for the audiences that may open it. */
export function useMainMenuEntries(): MenuEntry[] {
  const brand = useBrand();
  const session = useGuardSession();
  const { t } = useTranslation();
  // Requests waiting for the seller (spec section 3 "counts as new"): refetched every 60 s and after decisions.
  const countsRequests = session?.accountType === 'seller' && session.roles.includes('MyRelationships_View');
  const newRelationshipsCount = useNewRelationshipsCount(countsRequests).data?.count ?? 0;
  // Orders waiting for the seller's confirmation (its work queue): every 30 s, on focus and after each decision.
  const awaitingOrdersCount = useAwaitingOrdersCount(session?.accountType === 'seller').data?.count ?? 0;
  // A buyer who has not accepted the terms may open no other screen, so no entry is offered.
  if (!session || mustAcceptTerms(session)) return [];
  // The entries with a badge: its count and what it counts (said in the entry's accessible name).
  const counted: Partial<Record<RouteId, { count: number; meaning: 'newRelationships' | 'awaitingOrders' }>> = {
    buyerManagement: { count: newRelationshipsCount, meaning: 'newRelationships' },
    orders: { count: awaitingOrdersCount, meaning: 'awaitingOrders' },
  };
  return existingRoutes(brand)
    .filter((route) => menuOf(route, session.accountType) === 'main' && canOpen(route.access, session))
    .map((route) => {
      const key: NavKey = route.id === 'statistics' && showsNewsBox(session) ? 'newsStatistics' : (route.id as NavKey);
      const count = counted[route.id];
      const badge = count && count.count > 0 ? formatBadgeCount(count.count) : undefined;
      return {
        id: route.id,
        href: route.href,
        label: t(`nav.${key}`),
        shortLabel: t(`navShort.${key}`),
        icon: ICONS[route.id] ?? IconAddressBook,
        badge,
        badgeName: badge && count && t(`badge.${count.meaning}`, { badge }),
      };
    });
}

const TOOL_ICONS: Partial<Record<RouteId, ComponentType<IconProps>>> = {
  marketInfo: IconChartLine,
  priceAlerts: IconBellRinging,
  pricingEngine: IconAdjustmentsDollar,
  favourites: IconStar,
  news: IconNews,
  additiveLocations: IconMapPin,
  emptyBarrels: IconBarrel,
};

/** The tools section of the user menu: screens outside the spec's route table, for those who may open them. */
export function useToolsMenuEntries(): MenuEntry[] {
  const brand = useBrand();
  const session = useGuardSession();
  const { t } = useTranslation();
  if (!session || mustAcceptTerms(session)) return [];
  return existingRoutes(brand)
    .filter((route) => menuOf(route, session.accountType) === 'tools' && canOpen(route.access, session))
    .map((route) => {
      const label = t(
        `userMenu.${route.id as 'marketInfo' | 'priceAlerts' | 'pricingEngine' | 'favourites' | 'news' | 'additiveLocations' | 'emptyBarrels'}`,
      );
      return {
        id: route.id,
        href: route.href,
        label,
        shortLabel: label,
        icon: TOOL_ICONS[route.id] ?? IconAddressBook,
      };
    });
}

/** The user menu's "Hilfe" entry, shown once the help centre is built (route table, decision 032). */
export const useHelpCentreShown = (): boolean => routeExists(useBrand(), 'helpCenter');
