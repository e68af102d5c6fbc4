import type { FeatureFlag } from '@fuel/domain/contracts/metadata';
import type { HelpPanelId } from '../../../lib/navigation/help-links';

/**
 * The help centre's content as data (decision 046). Texts are German and may hold the placeholders
 * {company}, {email}, {phone} and {currency}, filled from the brand configuration; brand B gets them
 * in Swiss spelling through the domain's one rule.
 */
export type HelpSection = {
  /** Unique within its tab: the anchor of a search hit. */
  id: string;
  title: string;
  paragraphs: string[];
  /** Numbered steps after the paragraphs (how-tos). */
  steps?: string[];
  /** Other words people search for (synonyms, English terms, abbreviations). */
  keywords?: string[];
  /** Shown only where all these platform features are on (e.g. trigger contracts: brand A). */
  flags?: FeatureFlag[];
};

/** The legal documents come from the brand configuration and the terms texts, not from this content. */
export type HelpDocument = 'terms' | 'privacy' | 'imprint';

export type HelpTab = {
  id: string;
  label: string;
  intro?: string;
  sections: HelpSection[];
  document?: HelpDocument;
};

export type HelpPanel = { id: HelpPanelId; label: string; intro: string; tabs: HelpTab[] };
