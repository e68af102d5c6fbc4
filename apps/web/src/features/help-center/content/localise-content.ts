import type { BrandConfig } from '@fuel/domain/contracts/brand';
import { spellForLocale } from '@fuel/domain/brands/spelling';
import type { HelpPanel, HelpSection } from './types';

export type ContentBrand = Pick<BrandConfig, 'companyName' | 'email' | 'phone' | 'locale'> & {
  features: Record<string, boolean>;
  currency: 'EUR' | 'CHF';
};

/**
 * The content for one brand: sections of features the platform does not have are left out, the
 * placeholders get the brand's company, e-mail, phone and currency, and brand B reads Swiss.
 */
export function localiseContent(panels: readonly HelpPanel[], brand: ContentBrand): HelpPanel[] {
  const values: Record<string, string> = {
    company: brand.companyName,
    email: brand.email,
    phone: brand.phone,
    currency: brand.currency,
  };
  const text = (value: string) =>
    spellForLocale(
      brand.locale,
      value.replace(/\{(company|email|phone|currency)\}/g, (_, key: string) => values[key]!),
    );
  const shown = (section: HelpSection) => (section.flags ?? []).every((flag) => brand.features[flag] === true);
  return panels.map((panel) => ({
    ...panel,
    label: text(panel.label),
    intro: text(panel.intro),
    tabs: panel.tabs.map((tab) => ({
      ...tab,
      label: text(tab.label),
      ...(tab.intro ? { intro: text(tab.intro) } : {}),
      sections: tab.sections.filter(shown).map((section) => ({
        ...section,
        title: text(section.title),
        paragraphs: section.paragraphs.map(text),
        ...(section.steps ? { steps: section.steps.map(text) } : {}),
      })),
    })),
  }));
}
