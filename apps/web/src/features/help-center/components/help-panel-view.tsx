import { Box, Stack, Tabs, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { helpCentrePath } from '../../../lib/navigation/help-links';
import type { HelpPanel } from '../content/types';
import { HelpDocument } from './help-document';
import { HelpSections } from './help-sections';

type HelpTab = HelpPanel['tabs'][number];

/** One help area: its tabs (when several) and the chosen tab's content. */
export function HelpPanelView({ panel, tab }: { panel: HelpPanel; tab: HelpTab | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box data-testid={`help-panel-content-${panel.id}`}>
      {panel.tabs.length > 1 && (
        <Tabs
          value={tab?.id ?? null}
          onChange={(value) => value && void navigate(helpCentrePath(panel.id, value))}
          mb="lg"
          keepMounted={false}
        >
          <Tabs.List aria-label={t('helpCenter.tabs')}>
            {panel.tabs.map((candidate) => (
              <Tabs.Tab key={candidate.id} value={candidate.id} data-testid={`help-tab-${candidate.id}`}>
                {candidate.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {(tab ?? panel.tabs[0]) && <TabContent tab={(tab ?? panel.tabs[0])!} />}
    </Box>
  );
}

function TabContent({ tab }: { tab: HelpTab }) {
  return (
    <Stack gap="lg" data-testid={`help-tab-content-${tab.id}`}>
      {tab.intro && (
        <Text size="sm" c="dimmed" maw={820}>
          {tab.intro}
        </Text>
      )}
      {tab.document ? <HelpDocument document={tab.document} /> : <HelpSections sections={tab.sections} />}
    </Stack>
  );
}
