import { Button, Code } from '@mantine/core';
import { useEngineTranslation } from '../use-engine-translation';
import type { ApiToken } from '@fuel/domain/contracts/market-data';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';

/** The seller's API tokens: name, prefix, created, last used, and revoke. */
export function ApiTokenTable({ tokens, onRevoke }: { tokens: ApiToken[]; onRevoke: (token: ApiToken) => void }) {
  const { t } = useEngineTranslation();
  const columns: DataColumn<ApiToken>[] = [
    {
      id: 'name',
      header: t('pricingEngine.api.tokenName'),
      sortValue: (token) => token.name,
      cell: (token) => token.name,
    },
    { id: 'prefix', header: t('pricingEngine.api.prefix'), cell: (token) => <Code>{`${token.tokenPrefix}…`}</Code> },
    {
      id: 'created',
      header: t('pricingEngine.api.created'),
      sortValue: (token) => token.createdAt,
      cell: (token) => formatDateTimeLong(token.createdAt),
    },
    {
      id: 'lastUsed',
      header: t('pricingEngine.api.lastUsed'),
      sortValue: (token) => token.lastUsedAt,
      cell: (token) => (token.lastUsedAt ? formatDateTimeLong(token.lastUsedAt) : t('pricingEngine.api.neverUsed')),
    },
    {
      id: 'actions',
      header: null,
      align: 'right',
      thProps: { 'aria-label': t('pricingEngine.columns.actions') },
      cell: (token) => (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={() => onRevoke(token)}
          data-testid={`token-revoke-${token.id}`}
        >
          {t('pricingEngine.api.revoke')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      data={tokens}
      columns={columns}
      getRowId={(token) => String(token.id)}
      rowProps={(token) => ({ 'data-testid': `token-row-${token.id}` })}
      minWidth={640}
      testId="token-table"
    />
  );
}
