import { Card, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_PRICE_ADJUSTMENT, type ChildAccount, type ChildAccountList } from '@fuel/domain/contracts/child-accounts';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { NumberInput } from '../../../ui/form/number-input';
import { ChildSettingsSaveBar, DailyLimitPanel, TerminalsPanel } from './child-settings-panels';
import { useChildSettingsDraft } from './use-child-settings-draft';

type Props = {
  child: ChildAccount;
  options: Pick<ChildAccountList, 'terminals'>;
  canEdit: boolean;
  /** The open tab lives in the page: the card is re-created after a save (fresh draft), the tab stays. */
  tab: string;
  onTabChange: (tab: string) => void;
};

/** One child account with the five settings tabs of /aviaten, saved together. */
export function ChildAccountCard({ child, options, canEdit, tab, onTabChange }: Props) {
  const { t } = useTranslation();
  const { draft, set, save, numbersRefused, fieldError, submit } = useChildSettingsDraft(child);

  return (
    <Card withBorder radius="md" padding="lg" data-testid={`child-account-${child.id}`}>
      <Title order={2} size="h3" mb="md">
        {child.name}
      </Title>
      <Tabs value={tab} onChange={(value) => onTabChange(value ?? 'paymentTerms')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="paymentTerms">{t('childAccountSettings.tabs.paymentTerms')}</Tabs.Tab>
          <Tabs.Tab value="dailyLimit">{t('childAccountSettings.tabs.dailyLimit')}</Tabs.Tab>
          <Tabs.Tab value="collection">{t('childAccountSettings.tabs.collection')}</Tabs.Tab>
          <Tabs.Tab value="price">{t('childAccountSettings.tabs.price')}</Tabs.Tab>
          <Tabs.Tab value="terminals">{t('childAccountSettings.tabs.terminals')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="paymentTerms">
          {/* Decision 050: the seller's term per product governs the child's orders too; the parent sets none. */}
          <Text size="sm" maw={520} data-testid="child-payment-term-info">
            {t('childAccountSettings.paymentTermBySeller')}
          </Text>
        </Tabs.Panel>
        <Tabs.Panel value="dailyLimit">
          <DailyLimitPanel
            child={child}
            limit={draft.dailyLimitCbm}
            set={set}
            canEdit={canEdit}
            fieldError={fieldError}
          />
        </Tabs.Panel>
        <Tabs.Panel value="collection">
          <NumberInput
            label={t('childAccountSettings.collectionShortening')}
            value={draft.collectionShorteningDays}
            onChange={(v) => set({ collectionShorteningDays: v ?? 0 })}
            signed={false}
            decimals={0}
            disabled={!canEdit}
            error={fieldError('collectionShorteningDays')}
            maw={360}
          />
        </Tabs.Panel>
        <Tabs.Panel value="price">
          <NumberInput
            label={t('childAccountSettings.priceAdjustment')}
            value={draft.priceAdjustment}
            onChange={(v) => set({ priceAdjustment: v ?? 0 })}
            signed={false}
            max={MAX_PRICE_ADJUSTMENT}
            decimals={4}
            disabled={!canEdit}
            error={fieldError('priceAdjustment')}
            maw={360}
          />
        </Tabs.Panel>
        <Tabs.Panel value="terminals">
          <TerminalsPanel
            terminalIds={draft.terminalIds}
            options={options}
            set={set}
            canEdit={canEdit}
            fieldError={fieldError}
          />
        </Tabs.Panel>
      </Tabs>
      {save.isError && (
        <ErrorAlert
          title={t('childAccountSettings.saveFailed')}
          message={isApiError(save.error) ? save.error.message : t('app.unexpectedError')}
        />
      )}
      <ChildSettingsSaveBar canEdit={canEdit} numbersRefused={numbersRefused} saving={save.isPending} onSave={submit} />
    </Card>
  );
}
