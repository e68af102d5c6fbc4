import { Button, Card, Group, MultiSelect, Progress, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_PRICE_ADJUSTMENT,
  type ChildAccount,
  type ChildAccountList,
  type ChildAccountSettings,
} from '@fuel/domain/contracts/child-accounts';
import { formatNumber } from '@fuel/domain/formats/number';
import { isApiError } from '../../../lib/api-client';
import { useBrand } from '../../../brands/brand-context';
import { ErrorAlert } from '../../../ui/error-alert';
import { NumberInput } from '../../../ui/form/number-input';
import { useSaveChildSettings } from '../api/child-accounts';

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
  const brand = useBrand();
  const [draft, setDraft] = useState<ChildAccountSettings>(child.settings);
  const save = useSaveChildSettings(child.id);
  const set = (patch: Partial<ChildAccountSettings>) => setDraft((d) => ({ ...d, ...patch }));
  const cbm = (v: number) => formatNumber(v, { brand: brand.id, decimals: 3 });
  const limit = draft.dailyLimitCbm;
  // A refused number (NaN) blocks saving; its field says why.
  const numbersRefused = [draft.dailyLimitCbm, draft.collectionShorteningDays, draft.priceAdjustment].some(
    (v) => v !== null && Number.isNaN(v),
  );
  const errorFields = save.error && isApiError(save.error) ? (save.error.fields ?? {}) : {};
  const fieldError = (name: string) => Object.entries(errorFields).find(([k]) => k.startsWith(name))?.[1];

  const submit = () =>
    save.mutate(draft, {
      onSuccess: () => notifications.show({ color: 'green', message: t('childAccountSettings.saved') }),
    });

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
          <Stack gap="xs" maw={360}>
            <NumberInput
              label={t('childAccountSettings.dailyLimit')}
              description={t('childAccountSettings.dailyLimitHint')}
              value={limit}
              onChange={(v) => set({ dailyLimitCbm: v })}
              signed={false}
              decimals={3}
              unit="cbm"
              disabled={!canEdit}
              error={fieldError('dailyLimitCbm')}
              data-testid="child-daily-limit-input"
            />
            <Text size="sm" data-testid="child-daily-limit-usage">
              {limit === null
                ? t('childAccountSettings.usageNoLimit', { used: cbm(child.orderedTodayCbm) })
                : t('childAccountSettings.usage', { used: cbm(child.orderedTodayCbm), limit: cbm(limit) })}
            </Text>
            {limit !== null && limit > 0 && (
              <Progress value={Math.min(100, (child.orderedTodayCbm / limit) * 100)} aria-hidden />
            )}
          </Stack>
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
          <Stack gap="sm" maw={520}>
            <Switch
              label={t('childAccountSettings.allTerminals')}
              checked={draft.terminalIds === null}
              onChange={(e) => set({ terminalIds: e.currentTarget.checked ? null : [] })}
              disabled={!canEdit}
            />
            {draft.terminalIds !== null && (
              <MultiSelect
                label={t('childAccountSettings.terminals')}
                data={options.terminals.map((x) => ({ value: String(x.id), label: `${x.name} (${x.city})` }))}
                value={draft.terminalIds.map(String)}
                onChange={(v) => set({ terminalIds: v.map(Number) })}
                searchable
                disabled={!canEdit}
                error={fieldError('terminalIds')}
              />
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      {save.isError && (
        <ErrorAlert
          title={t('childAccountSettings.saveFailed')}
          message={isApiError(save.error) ? save.error.message : t('app.unexpectedError')}
        />
      )}
      <Group justify="flex-end" mt="md">
        {!canEdit && (
          <Text size="sm" c="dimmed">
            {t('childAccountSettings.adminOnly')}
          </Text>
        )}
        {canEdit && numbersRefused && (
          <Text size="sm" c="red">
            {t('numberInput.fixFirst')}
          </Text>
        )}
        <Button
          onClick={submit}
          loading={save.isPending}
          disabled={!canEdit || numbersRefused}
          data-testid="child-settings-save"
        >
          {t('childAccountSettings.save')}
        </Button>
      </Group>
    </Card>
  );
}
