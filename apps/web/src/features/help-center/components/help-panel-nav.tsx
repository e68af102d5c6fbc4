import { Button, Group, NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { helpCentrePath } from '../../../lib/navigation/help-links';
import { useIsPhone } from '../../../ui/use-is-phone';
import type { HelpPanel } from '../content/types';
import { HELP_PANEL_ICONS } from './help-panel-icons';

/** The areas' navigation: a row of buttons on a phone, a list of links with intros otherwise. */
export function HelpPanelNav({ panels, current }: { panels: HelpPanel[]; current: HelpPanel | undefined }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  if (phone) {
    return (
      <Group gap="xs" wrap="wrap" component="nav" aria-label={t('helpCenter.panels')}>
        {panels.map((p) => (
          <Button
            key={p.id}
            component={Link}
            to={helpCentrePath(p.id)}
            size="xs"
            variant={p.id === current?.id ? 'filled' : 'default'}
            aria-current={p.id === current?.id ? 'page' : undefined}
          >
            {p.label}
          </Button>
        ))}
      </Group>
    );
  }
  return (
    <Stack gap={2} component="nav" aria-label={t('helpCenter.panels')}>
      {panels.map((p) => {
        const Icon = HELP_PANEL_ICONS[p.id];
        return (
          <NavLink
            key={p.id}
            component={Link}
            to={helpCentrePath(p.id)}
            label={p.label}
            // Theme grey, not the active link's blue: readable on the active background too (axe contrast).
            description={
              <Text component="span" size="xs" c="gray.7">
                {p.intro}
              </Text>
            }
            leftSection={<Icon size={18} aria-hidden />}
            active={p.id === current?.id}
            aria-current={p.id === current?.id ? 'page' : undefined}
            data-testid={`help-panel-${p.id}`}
          />
        );
      })}
    </Stack>
  );
}
