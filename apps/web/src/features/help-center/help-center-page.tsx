import { useEffect } from 'react';
import { Alert, Anchor, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBook } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/api/get-current-user';
import { GUIDE_TAB_OF, helpCentrePath } from '../../lib/navigation/help-links';
import { useCurrentPageTitle } from '../../lib/navigation/use-current-route';
import { PageHeader } from '../../ui/page-header';
import type { HelpPanel } from './content/types';
import { HELP_PANEL_ICONS } from './components/help-panel-icons';
import { HelpPanelNav } from './components/help-panel-nav';
import { HelpPanelView } from './components/help-panel-view';
import { HelpSearchInput } from './components/help-search-input';
import { HelpSearchResults } from './components/help-search-results';
import { useHelpContent } from './use-help-content';

/** ?suche=… keeps a search in the address (back button, a link to share); opening a hit leaves it. */
const QUERY_PARAM = 'suche';
const MIN_QUERY = 2;

/** The tab a panel opens on: the user's own guide in "Anleitung", else the first. */
function defaultTab(panel: HelpPanel, guideTab: string | null): string {
  if (panel.id === 'anleitung' && guideTab && panel.tabs.some((tab) => tab.id === guideTab)) return guideTab;
  return panel.tabs[0]!.id;
}

/**
 * /hilfe-center/:panel?/:tab? (full width, spec section 2): user guide per role, FAQ, glossary and
 * documents, searchable as a whole. The title is the capitalised panel name.
 */
export default function HelpCenterPage() {
  const { t } = useTranslation();
  const params = useParams<{ panel?: string; tab?: string }>();
  const [search, setSearch] = useSearchParams();
  const { hash } = useLocation();
  const user = useCurrentUser();
  const title = useCurrentPageTitle() ?? t('pages.helpCenter.title');
  const { panels, search: searchHelp } = useHelpContent();
  const guideTab = user ? GUIDE_TAB_OF[user.accountType] : null;

  const query = search.get(QUERY_PARAM) ?? '';
  const searching = query.trim().length >= MIN_QUERY;
  const panel = params.panel ? panels.find((p) => p.id === params.panel) : undefined;
  const tab = panel?.tabs.find((candidate) => candidate.id === params.tab);

  // A link to a section (search hit, #anchor) lands on it once the tab is drawn.
  useEffect(() => {
    if (hash && !searching)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, searching, params.panel, params.tab]);

  // A panel of several tabs always shows one in its address, so the footer's and a search's links agree.
  if (panel && !tab && (params.tab !== undefined || panel.tabs.length > 1)) {
    return <Navigate to={`${helpCentrePath(panel.id, defaultTab(panel, guideTab))}${hash}`} replace />;
  }

  const setQuery = (value: string) =>
    setSearch(
      (next) => {
        if (value) next.set(QUERY_PARAM, value);
        else next.delete(QUERY_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md" data-testid="help-center">
      <PageHeader title={title} description={panel ? panel.intro : t('pages.helpCenter.description')} />
      <HelpSearchInput query={query} onChange={setQuery} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <HelpPanelNav panels={panels} current={panel} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {searching ? (
            <HelpSearchResults query={query.trim()} hits={searchHelp(query)} />
          ) : params.panel && !panel ? (
            <Alert color="yellow" title={t('helpCenter.unknownPanel')}>
              <Anchor component={Link} to="/hilfe-center">
                {t('helpCenter.toOverview')}
              </Anchor>
            </Alert>
          ) : panel ? (
            <HelpPanelView panel={panel} tab={tab} />
          ) : (
            <Overview panels={panels} guideTab={guideTab} />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** /hilfe-center: the four areas, and the user's own guide first. */
function Overview({ panels, guideTab }: { panels: HelpPanel[]; guideTab: string | null }) {
  const { t } = useTranslation();
  const guide = panels.find((p) => p.id === 'anleitung')?.tabs.find((tab) => tab.id === guideTab);
  return (
    <Stack gap="md" data-testid="help-overview">
      <Text size="sm">{t('helpCenter.overview')}</Text>
      {guide && (
        <Button
          component={Link}
          to={helpCentrePath('anleitung', guide.id)}
          variant="light"
          w="fit-content"
          leftSection={<IconBook size={16} aria-hidden />}
        >
          {t('helpCenter.forYou', { role: guide.label })}
        </Button>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {panels.map((p) => {
          const Icon = HELP_PANEL_ICONS[p.id];
          return (
            <Paper
              key={p.id}
              withBorder
              p="md"
              radius="md"
              component={Link}
              to={helpCentrePath(p.id)}
              style={{ textDecoration: 'none', color: 'inherit' }}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <Icon size={24} aria-hidden />
                <div>
                  <Title order={2} size="h5">
                    {p.label}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {p.intro}
                  </Text>
                </div>
              </Group>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
