import { adminGuide, parentGuide } from './guide-admin-parent';
import { buyerGuide } from './guide-buyer';
import { sellerGuide } from './guide-seller';
import { faqTabs } from './faq';
import { glossaryTerms } from './glossary';
import type { HelpPanel } from './types';

const german = new Intl.Collator('de');

/**
 * The help centre: a user guide per role, the FAQ, the glossary and the documents (decision 046).
 * Panel ids are the path segments of /hilfe-center/:panel/:tab (lib/navigation/help-links.ts).
 */
export const HELP_CONTENT: readonly HelpPanel[] = [
  {
    id: 'anleitung',
    label: 'Anleitung',
    intro: 'Schritt für Schritt durch den Handelsplatz, je nach Ihrer Rolle.',
    tabs: [buyerGuide, sellerGuide, adminGuide, parentGuide],
  },
  {
    id: 'faq',
    label: 'Häufige Fragen',
    intro: 'Antworten auf die Fragen, die uns am häufigsten erreichen.',
    tabs: faqTabs,
  },
  {
    id: 'glossar',
    label: 'Glossar',
    intro: 'Die Begriffe des Mineralölhandels, wie der Handelsplatz sie verwendet.',
    tabs: [{ id: 'a-z', label: 'A–Z', sections: [...glossaryTerms].sort((a, b) => german.compare(a.title, b.title)) }],
  },
  {
    id: 'dokumente',
    label: 'Dokumente',
    intro: 'Allgemeine Geschäftsbedingungen, Datenschutzerklärung und Impressum von {company}.',
    tabs: [
      { id: 'agb', label: 'AGB', document: 'terms', sections: [] },
      { id: 'datenschutz', label: 'Datenschutz', document: 'privacy', sections: [] },
      { id: 'impressum', label: 'Impressum', document: 'imprint', sections: [] },
    ],
  },
];
