import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HistoryState } from '../history-state';

/** A fuel seller's spot and trigger tabs. */
export function HistoryMarketTabs({
  value,
  onChange,
}: {
  value: HistoryState['market'];
  onChange: (market: HistoryState['market']) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs value={value} onChange={(v) => v && onChange(v as HistoryState['market'])} mb="md">
      <Tabs.List>
        <Tabs.Tab value="SPOT" data-testid="order-history-tab-spot">
          {t('orderHistory.tabs.SPOT')}
        </Tabs.Tab>
        <Tabs.Tab value="TRIGGER" data-testid="order-history-tab-trigger">
          {t('orderHistory.tabs.TRIGGER')}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
