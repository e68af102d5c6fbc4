import { describe, expect, it } from 'vitest';
import { BRANDS } from '@fuel/domain/brands/brands';
import { footerHref, GUIDE_TAB_OF, HELP_DOCUMENT_TABS, HELP_PANELS } from '../../lib/navigation/help-links';
import { HELP_CONTENT } from './content/help-content';
import { localiseContent, type ContentBrand } from './content/localise-content';
import { createHelpSearch, helpDocuments, normaliseTerm, type DocumentTexts } from './help-search';

const brandA: ContentBrand = { ...BRANDS.A, features: { TRIGGERS: true, PRICE_ALERT: true }, currency: 'EUR' };
const brandB: ContentBrand = { ...BRANDS.B, features: {}, currency: 'CHF' };
const documents: DocumentTexts = {
  terms: [{ title: '§ 1 Geltungsbereich', text: 'Diese Bedingungen gelten für die Nutzung des Handelsplatzes.' }],
  privacy: [{ title: '1. Verantwortlicher', text: 'Verantwortlich ist die Fuelmarkt GmbH.' }],
  imprint: [{ title: 'Handelsregister', text: 'Amtsgericht Hamburg HRB 171234' }],
};
const panelsA = localiseContent(HELP_CONTENT, brandA);
const search = createHelpSearch(helpDocuments(panelsA, documents));
const glossary = HELP_CONTENT.find((p) => p.id === 'glossar')!.tabs[0]!.sections;

/** /hilfe-center/:panel/:tab -> the panel and tab, or null when the path is not in the content. */
function resolve(path: string): { panel: string; tab: string | null } | null {
  const match = /^\/hilfe-center\/([^/]+)(?:\/([^/]+))?$/.exec(path);
  const panel = match && HELP_CONTENT.find((p) => p.id === match[1]);
  if (!match || !panel) return null;
  if (match[2] && !panel.tabs.some((tab) => tab.id === match[2])) return null;
  return { panel: panel.id, tab: match[2] ?? null };
}

describe('content completeness', () => {
  it('has the four panels of the route, each with tabs and content', () => {
    expect(HELP_CONTENT.map((p) => p.id)).toEqual([...HELP_PANELS]);
    for (const panel of HELP_CONTENT) {
      expect(panel.tabs.length, panel.id).toBeGreaterThan(0);
      for (const tab of panel.tabs)
        expect(tab.document !== undefined || tab.sections.length > 0, `${panel.id}/${tab.id}`).toBe(true);
    }
  });

  it('has a user guide per role: buyer, seller, company admin, parent account', () => {
    const guide = HELP_CONTENT.find((p) => p.id === 'anleitung')!.tabs.map((tab) => tab.id);
    expect(guide).toEqual(['kaeufer', 'verkaeufer', 'firmenadmin', 'gesellschafter']);
    for (const tab of Object.values(GUIDE_TAB_OF)) expect(guide).toContain(tab);
  });

  it.each([
    '100L15',
    'cbm',
    'ICE LS Gasoil',
    'M00',
    'EKK',
    'Trigger',
    'Lifting-Periode',
    'Aviat',
    'Abholnummer',
    'Zahlungsziel',
    'Kreditlimit',
    'Dichte',
    'Preis-Engine',
  ])('explains the trade term %s in the glossary, and searching for it finds that entry first', (term) => {
    const entry = glossary.find(
      (section) =>
        section.title === term || section.title.startsWith(`${term} `) || section.title.startsWith(`${term}-`),
    );
    expect(entry, term).toBeDefined();
    expect(entry!.paragraphs.join(' ').length).toBeGreaterThan(60);
    expect(search(term)[0]).toMatchObject({ panel: 'glossar', section: entry!.id });
  });

  it('has unique section ids per tab and no placeholder left after localising', () => {
    for (const panel of panelsA) {
      for (const tab of panel.tabs) {
        const ids = tab.sections.map((s) => s.id);
        expect(new Set(ids).size, `${panel.id}/${tab.id}`).toBe(ids.length);
        expect(JSON.stringify(tab)).not.toMatch(/\{(company|email|phone|currency)\}/);
      }
    }
    expect(JSON.stringify(panelsA)).toContain('service@fuelmarkt.de');
  });

  it('writes brand B in Swiss spelling with CHF, and leaves out what its platform does not have (triggers, price alerts)', () => {
    const swiss = JSON.stringify(localiseContent(HELP_CONTENT, brandB));
    expect(swiss).not.toContain('ß');
    expect(swiss).toContain('Grossbuchstaben');
    expect(swiss).toContain('CHF/100L15');
    expect(swiss).toContain('kontakt@brennstoffboerse.ch');
    const buyerB = localiseContent(HELP_CONTENT, brandB)[0]!.tabs[0]!.sections.map((s) => s.id);
    expect(buyerB).not.toContain('trigger');
    expect(buyerB).not.toContain('preisalarme');
    expect(panelsA[0]!.tabs[0]!.sections.map((s) => s.id)).toContain('trigger');
  });
});

describe('footer links', () => {
  it.each(Object.values(BRANDS).map((brand) => [brand.id, brand] as const))(
    'every footer link of brand %s resolves to an existing panel and tab',
    (_, brand) => {
      for (const link of ['terms', 'privacy', 'imprint', 'userGuide'] as const) {
        const target = resolve(footerHref(link, brand, true));
        expect(target, `${brand.id} ${link}`).not.toBeNull();
      }
      expect(resolve(footerHref('terms', brand, true))).toEqual({ panel: 'dokumente', tab: HELP_DOCUMENT_TABS.terms });
      expect(resolve(footerHref('privacy', brand, true))).toEqual({ panel: 'dokumente', tab: 'datenschutz' });
      expect(resolve(footerHref('imprint', brand, true))).toEqual({ panel: 'dokumente', tab: 'impressum' });
      expect(resolve(footerHref('userGuide', brand, true))).toMatchObject({ panel: 'anleitung' });
    },
  );

  it('logged out (no help centre) the legal links are the public pages of decision 032', () => {
    expect(footerHref('terms', BRANDS.A, false)).toBe('/agb-text');
    expect(footerHref('privacy', BRANDS.A, false)).toBe('/datenschutz');
    expect(footerHref('imprint', BRANDS.A, false)).toBe('/impressum');
  });
});

describe('search', () => {
  it('treats umlauts, ß and case alike', () => {
    expect(normaliseTerm('Heizöl')).toBe(normaliseTerm('HEIZOEL'));
    expect(normaliseTerm('Straße')).toBe(normaliseTerm('strasse'));
    expect(search('heizoel').some((hit) => hit.section === 'heizoel')).toBe(true);
  });

  it('finds while typing (prefix), forgives a typo in a longer word, and needs every word', () => {
    expect(search('Abhol').map((hit) => hit.section)).toEqual(expect.arrayContaining(['abholnummer', 'abholzeitraum']));
    expect(search('Zahlungsziehl')[0]?.section).toBe('zahlungsziel');
    expect(search('Kreditlimit abgelehnt')[0]).toMatchObject({ panel: 'faq', tab: 'handel', section: 'kredit' });
    expect(search('Kreditlimit Quantenphysik')).toEqual([]);
  });

  it('searches the guides and the documents and says where a hit is, with the sentence that matched', () => {
    const favourites = search('Favorit Assistent')[0]!;
    expect(favourites).toMatchObject({
      panel: 'anleitung',
      tab: 'kaeufer',
      section: 'favoriten',
      place: 'Anleitung › Käufer',
    });
    const terms = search('Geltungsbereich')[0]!;
    expect(terms).toMatchObject({
      panel: 'dokumente',
      tab: 'agb',
      section: null,
      excerpt: 'Diese Bedingungen gelten für die Nutzung des Handelsplatzes.',
    });
    expect(search('Tageslimit Aviat')[0]!.excerpt).toMatch(/Tageslimit/);
  });
});
