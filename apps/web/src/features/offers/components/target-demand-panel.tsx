import { useState } from 'react';
import { Button, Card, Collapse, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@fuel/domain/formats/number';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';
import { useTargetDemand } from '../api/get-target-demand';
import { TargetDemandTable } from './target-demand-table';

/**
 * "Zielpreis-Nachfrage" (issue 29 part 3): what the seller's connected buyers wait for, anonymised, so it
 * can decide to improve a price. Collapsible; asked for only while open, then every 30 s.
 */
export function TargetDemandPanel({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const demand = useTargetDemand(open);
  return (
    <Card withBorder radius="md" padding="md" data-testid="target-demand">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {t('offerTargets.demand.title')}
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            data-testid="target-demand-toggle"
          >
            {open ? t('offerTargets.demand.hide') : t('offerTargets.demand.show')}
          </Button>
        </Group>
        <Collapse expanded={open}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('offerTargets.demand.description')}
            </Text>
            {demand.isError ? (
              <LoadFailedAlert title={t('offerTargets.demand.loadFailed')} error={demand.error} />
            ) : (
              <TargetDemandTable rows={demand.data} loading={demand.isPending} currency={currency} />
            )}
          </Stack>
        </Collapse>
      </Stack>
    </Card>
  );
}
