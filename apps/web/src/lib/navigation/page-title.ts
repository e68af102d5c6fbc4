import type { TFunction } from 'i18next';
import type { Params } from 'react-router';
import type { GuardSession } from './guard-session';
import { showsNewsBox } from './guard-session';
import type { RouteId } from './route-table';

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('de') + text.slice(1);

/** The translated title of a page; some depend on the user (news box) or the path (help-centre panel). */
export function pageTitle(routeId: RouteId, params: Params, session: GuardSession | null, t: TFunction): string {
  if (routeId === 'statistics' && session && showsNewsBox(session)) return t('pages.newsStatistics.title');
  // Spec section 2: the help centre's title uses the capitalised panel name (its German name when the
  // panel is known: "faq" reads "Häufige Fragen").
  if (routeId === 'helpCenter' && params.panel)
    return capitalise(t(`helpCenter.panel.${params.panel as 'faq'}`, { defaultValue: params.panel }));
  return t(`pages.${routeId}.title`);
}

/** Spec section 2: the page title is the company headline plus the translated page title. */
export const documentTitle = (headline: string, title: string): string => `${headline} | ${title}`;
