import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HelpSection } from '../content/types';

/** A tab's sections: heading (the anchor of a search hit), paragraphs, numbered steps. */
export function HelpSections({ sections }: { sections: HelpSection[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      {sections.map((section) => (
        <Stack
          key={section.id}
          id={section.id}
          gap="xs"
          component="section"
          aria-labelledby={`${section.id}-title`}
          style={{ scrollMarginTop: 96 }}
        >
          <Title order={3} size="h4" id={`${section.id}-title`}>
            {section.title}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph} size="sm" maw={820}>
              {paragraph}
            </Text>
          ))}
          {section.steps && (
            <>
              <Text size="sm" fw={600}>
                {t('helpCenter.steps')}
              </Text>
              <List type="ordered" size="sm" spacing={4} maw={820}>
                {section.steps.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
            </>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
