import { List, Title, type TitleProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The terms in short: the accept screen (/agb) and the public terms page (/agb-text) show the same list. */
export function TermsSummary({ titleSize = 'h4' }: { titleSize?: TitleProps['size'] }) {
  const { t } = useTranslation();
  const summary = t('terms.summary', { returnObjects: true });
  return (
    <div>
      <Title order={2} size={titleSize} mb="sm">
        {t('terms.summaryTitle')}
      </Title>
      <List spacing="xs" size="sm">
        {summary.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </div>
  );
}
