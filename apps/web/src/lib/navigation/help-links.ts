import type { PublicBrand } from '@fuel/domain/contracts/brand';
import type { AccountType } from '@fuel/domain/contracts/identity';

// Where the help centre's panels and tabs are (issue 18, decision 046). Small on purpose: the footer
// and the menus link here without loading the help content, which is its own chunk.

export const HELP_PANELS = ['anleitung', 'faq', 'glossar', 'dokumente'] as const;
export type HelpPanelId = (typeof HELP_PANELS)[number];

/** The footer's legal links and the tab of the help centre's "Dokumente" that shows each. */
export const HELP_DOCUMENT_TABS = { terms: 'agb', privacy: 'datenschutz', imprint: 'impressum' } as const;
export type FooterLink = keyof PublicBrand['links'];

/** The user guide's tab for a kind of account; a parent account (Aviat) reads the buyer's guide plus its own tab. */
export const GUIDE_TAB_OF: Record<AccountType, string> = {
  buyer: 'kaeufer',
  seller: 'verkaeufer',
  admin: 'firmenadmin',
};

export const helpCentrePath = (panel: HelpPanelId, tab?: string): string =>
  `/hilfe-center/${panel}${tab ? `/${tab}` : ''}`;

/**
 * Where a footer link leads. Logged in (and the help centre built), the terms, privacy and imprint open
 * their tab of the help centre's documents; logged out they are the public pages of the brand
 * configuration (decision 032), since the help centre needs a login. The user guide is the brand's link.
 */
export function footerHref(link: FooterLink, brand: Pick<PublicBrand, 'links'>, helpCentre: boolean): string {
  if (helpCentre && link !== 'userGuide') return helpCentrePath('dokumente', HELP_DOCUMENT_TABS[link]);
  return brand.links[link];
}
