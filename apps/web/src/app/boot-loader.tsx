import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../ui/full-page-loader';

/** Shown while the first page's guard and data load. */
export function BootLoader() {
  const { t } = useTranslation();
  return <FullPageLoader label={t('app.loading')} />;
}
