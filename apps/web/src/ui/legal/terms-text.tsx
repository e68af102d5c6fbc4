import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The full terms, section by section (the accept page and the public terms page show the same text). */
export function TermsText({ id, headingOrder = 3 }: { id?: string; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const sections = t('terms.sections', { returnObjects: true });
  return (
    <Stack id={id} gap="sm" mt="md">
      <Title order={headingOrder} size="h5">
        {t('terms.fullTitle')}
      </Title>
      {sections.map((section) => (
        <div key={section.title}>
          <Text fw={600} size="sm">
            {section.title}
          </Text>
          <Text size="sm" c="dimmed">
            {section.text}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
