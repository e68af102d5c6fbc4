import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { helpCentrePath } from '../../../lib/navigation/help-links';
import type { HelpHit } from '../help-search';

type Props = { query: string; hits: HelpHit[] };

/** Hits across guides, FAQ, glossary and documents: where each is, its title as the link, the matching sentence. */
export function HelpSearchResults({ query, hits }: Props) {
  const { t } = useTranslation();
  if (hits.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="help-no-results">
        <Text size="sm">{t('helpCenter.noResults', { query })}</Text>
        <Button component={Link} to="/kontakt" variant="light" size="xs">
          {t('helpCenter.toContact')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" data-testid="help-results">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('helpCenter.results', { count: hits.length, query })}
      </Text>
      {hits.slice(0, 30).map((hit) => (
        <Paper key={`${hit.panel}/${hit.tab}/${hit.section ?? hit.title}`} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {hit.place}
          </Text>
          <Anchor
            component={Link}
            to={`${helpCentrePath(hit.panel, hit.tab)}${hit.section ? `#${hit.section}` : ''}`}
            fw={600}
          >
            {hit.title}
          </Anchor>
          <Text size="sm">{hit.excerpt}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
