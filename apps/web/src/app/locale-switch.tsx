import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALES, storeLocale, type Locale } from '../i18n/locale';

/** Switches between German (Germany) and German (Switzerland); the choice is kept in local storage. */
export function LocaleSwitch({ label = false }: { label?: boolean }) {
  const { t, i18n } = useTranslation();
  const change = (locale: Locale) => {
    storeLocale(locale);
    void i18n.changeLanguage(locale);
  };
  return (
    <NativeSelect
      size="xs"
      w={190}
      label={label ? t('locale.label') : undefined}
      aria-label={t('locale.label')}
      value={i18n.language}
      onChange={(event) => change(event.currentTarget.value as Locale)}
      data={LOCALES.map((locale) => ({ value: locale, label: t(`locale.${locale}`) }))}
      data-testid="locale-switch"
    />
  );
}
