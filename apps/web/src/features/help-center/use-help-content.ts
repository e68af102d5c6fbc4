import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brands/brand-context';
import { HELP_CONTENT } from './content/help-content';
import { localiseContent } from './content/localise-content';
import { createHelpSearch, helpDocuments, type DocumentTexts } from './help-search';

/**
 * The help content for this brand and its search index, built once per brand and language. The legal
 * documents are searched in the texts the documents tabs show (terms, privacy, the brand's imprint).
 */
export function useHelpContent() {
  const brand = useBrand();
  const { t } = useTranslation();
  return useMemo(() => {
    const panels = localiseContent(HELP_CONTENT, brand);
    const { companyName: company, address, email, phone, register } = brand;
    const documents: DocumentTexts = {
      terms: t('terms.sections', { returnObjects: true }),
      privacy: t('legal.privacySections', {
        returnObjects: true,
        company,
        ...address,
        email,
        phone,
        law: t('legal.privacyLaw'),
      }),
      imprint: [
        {
          title: t('legal.operator'),
          text: `${company}, ${address.street}, ${address.postCode} ${address.city}, ${address.country}`,
        },
        {
          title: t('legal.register'),
          text: `${register.court}, ${register.number}, ${t('legal.vatId')} ${register.vatId}`,
        },
        { title: t('legal.managingDirectors'), text: register.managingDirectors },
      ],
    };
    return { panels, search: createHelpSearch(helpDocuments(panels, documents)) };
    // t changes with the chosen locale, so do the documents' texts.
  }, [brand, t]);
}
