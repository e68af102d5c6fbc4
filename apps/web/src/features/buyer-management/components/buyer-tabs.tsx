import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Relationship, RelationshipDecision } from '@fuel/domain/contracts/relationships';
import { formatBadgeCount } from '@fuel/domain/formats/number';
import { BUYER_TABS, relationshipsOfTab, type BuyerTab } from '../relationship-tabs';
import { BuyerTable } from './buyer-table';

const TAB_LABEL = {
  new: 'relationships.buyers.tabNew',
  active: 'relationships.buyers.tabActive',
  all: 'relationships.buyers.tabAll',
} as const satisfies Record<BuyerTab, string>;
const TAB_EMPTY = {
  new: 'relationships.buyers.emptyNew',
  active: 'relationships.buyers.emptyActive',
  all: 'relationships.buyers.emptyAll',
} as const satisfies Record<BuyerTab, string>;

type Props = {
  relationships: Relationship[];
  tab: BuyerTab;
  onTab: (tab: BuyerTab) => void;
  onDecide: (r: Relationship, d: RelationshipDecision) => void;
  onTerms: (r: Relationship) => void;
};

/** The new / active / all tabs of the buyers, the new ones counted on their tab. */
export function BuyerTabs({ relationships, tab, onTab, onDecide, onTerms }: Props) {
  const { t } = useTranslation();
  const newCount = relationshipsOfTab(relationships, 'new').length;
  return (
    <Tabs value={tab} onChange={(v) => onTab((v as BuyerTab) ?? 'new')} keepMounted={false}>
      <Tabs.List mb="md">
        {BUYER_TABS.map((id) => (
          <Tabs.Tab
            key={id}
            value={id}
            data-testid={`buyers-tab-${id}`}
            rightSection={
              id === 'new' && newCount > 0 ? (
                <Badge size="sm" circle={newCount < 10}>
                  {formatBadgeCount(newCount)}
                </Badge>
              ) : undefined
            }
          >
            {t(TAB_LABEL[id])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {BUYER_TABS.map((id) => (
        <Tabs.Panel key={id} value={id}>
          <BuyerTable
            rows={relationshipsOfTab(relationships, id)}
            empty={t(TAB_EMPTY[id])}
            onDecide={onDecide}
            onTerms={onTerms}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
