import MiniSearch from 'minisearch';
import type { HelpPanelId } from '../../lib/navigation/help-links';
import type { HelpDocument, HelpPanel } from './content/types';

/** One searchable piece: a section of a tab, or a part of a legal document. */
export type HelpDoc = {
  id: string;
  panel: HelpPanelId;
  tab: string;
  /** The anchor on the tab; null for a document part (the whole tab is the document). */
  section: string | null;
  title: string;
  text: string;
  keywords: string;
  /** Where it is, for the result list ("Glossar › A–Z"). */
  place: string;
};

export type HelpHit = Pick<HelpDoc, 'panel' | 'tab' | 'section' | 'title' | 'place'> & { excerpt: string };

/** The legal documents' parts (title and text), read from the terms and privacy texts and the brand. */
export type DocumentTexts = Record<HelpDocument, Array<{ title: string; text: string }>>;

/**
 * German text as the index and the query see it: lower case, umlauts as ae/oe/ue (so "Heizoel" finds
 * "Heizöl"), ß as ss (so brand B's Swiss spelling and German find each other), other accents dropped.
 */
export function normaliseTerm(term: string): string {
  return term
    .toLocaleLowerCase('de')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
}

/** Words of letters and digits: "100L15", "M00", "EUR/100L15" -> "EUR", "100L15". */
const tokenize = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

export function helpDocuments(panels: readonly HelpPanel[], documents: DocumentTexts): HelpDoc[] {
  return panels.flatMap((panel) =>
    panel.tabs.flatMap((tab): HelpDoc[] => {
      const place = panel.tabs.length > 1 ? `${panel.label} › ${tab.label}` : panel.label;
      const base = { panel: panel.id, tab: tab.id, place };
      if (tab.document) {
        return documents[tab.document].map((part, i) => ({
          ...base,
          id: `${panel.id}/${tab.id}/${i}`,
          section: null,
          title: `${tab.label}: ${part.title}`,
          text: part.text,
          keywords: tab.label,
        }));
      }
      return tab.sections.map((section) => ({
        ...base,
        id: `${panel.id}/${tab.id}/${section.id}`,
        section: section.id,
        title: section.title,
        text: [...section.paragraphs, ...(section.steps ?? [])].join(' '),
        keywords: (section.keywords ?? []).join(' '),
      }));
    }),
  );
}

/** The sentence around the first word of the query, so a hit shows why it matched. */
function excerptOf(text: string, query: string): string {
  const words = tokenize(query).map(normaliseTerm);
  const sentences = text.split(/(?<=[.!?])\s+/);
  const found = sentences.find((sentence) =>
    tokenize(sentence).some((word) => words.some((w) => normaliseTerm(word).startsWith(w))),
  );
  const excerpt = found ?? sentences[0] ?? '';
  return excerpt.length > 220 ? `${excerpt.slice(0, 217)}…` : excerpt;
}

/**
 * Full-text search over the whole help centre with MiniSearch (decision 046): titles count most, then
 * keywords, then text; every word must match, the last one as a prefix (search while typing), longer
 * words with one typo allowed.
 */
export function createHelpSearch(docs: HelpDoc[]): (query: string) => HelpHit[] {
  const index = new MiniSearch<HelpDoc>({
    fields: ['title', 'keywords', 'text'],
    storeFields: ['panel', 'tab', 'section', 'title', 'place', 'text'],
    tokenize,
    processTerm: (term) => normaliseTerm(term) || null,
    searchOptions: {
      boost: { title: 4, keywords: 2 },
      prefix: true,
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  index.addAll(docs);
  return (query: string) =>
    index.search(query.trim()).map((hit) => {
      const doc = hit as unknown as HelpDoc;
      return {
        panel: doc.panel,
        tab: doc.tab,
        section: doc.section,
        title: doc.title,
        place: doc.place,
        excerpt: excerptOf(doc.text, query),
      };
    });
}
