import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Favourite } from '@fuel/domain/contracts/favourites';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { EditDeleteActions } from '../../../ui/data-table/edit-delete-actions';
import type { FavouriteSummary } from '../favourite-summary';

type Props = {
  favourites: Favourite[];
  summarise: (favourite: Favourite['config']) => FavouriteSummary;
  onRename: (favourite: Favourite) => void;
  onDelete: (favourite: Favourite) => void;
};

/** The user's favourites: name, what each stands for, and open in the market, rename, delete. */
export function FavouriteTable({ favourites, summarise, onRename, onDelete }: Props) {
  const { t } = useTranslation();
  const rows = favourites.map((favourite) => ({ ...favourite, summary: summarise(favourite.config) }));
  type Row = (typeof rows)[number];
  const text = (value: string) => <Text size="sm">{value}</Text>;
  const columns: DataColumn<Row>[] = [
    {
      id: 'name',
      header: t('favourites.columns.name'),
      sortValue: (f) => f.name,
      cell: (f) => <Text fw={500}>{f.name}</Text>,
    },
    {
      id: 'products',
      header: t('favourites.columns.products'),
      sortValue: (f) => f.summary.products,
      cell: (f) => text(f.summary.products),
    },
    {
      id: 'terminals',
      header: t('favourites.columns.terminals'),
      sortValue: (f) => f.summary.terminals,
      cell: (f) => text(f.summary.terminals),
    },
    {
      id: 'sellers',
      header: t('favourites.columns.sellers'),
      sortValue: (f) => f.summary.sellers,
      cell: (f) => text(f.summary.sellers),
    },
    {
      id: 'actions',
      header: null,
      thProps: { 'aria-label': t('favourites.columns.actions') },
      cell: (favourite) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('favourites.openInMarket')}>
            <ActionIcon
              component={Link}
              to={`/handelsplatz?favorit=${favourite.id}`}
              variant="subtle"
              aria-label={t('favourites.openInMarketLabel', { name: favourite.name })}
              data-testid={`favourite-open-${favourite.id}`}
            >
              <IconBuildingStore size={16} />
            </ActionIcon>
          </Tooltip>
          <EditDeleteActions
            name={favourite.name}
            editLabel={t('favourites.rename')}
            deleteLabel={t('favourites.delete')}
            onEdit={() => onRename(favourite)}
            onDelete={() => onDelete(favourite)}
            editTestId={`favourite-rename-${favourite.id}`}
            deleteTestId={`favourite-delete-${favourite.id}`}
          />
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={(f) => String(f.id)}
      rowProps={(f) => ({ 'data-testid': `favourite-row-${f.id}` })}
      minWidth={760}
      verticalSpacing="sm"
      testId="favourite-table"
    />
  );
}
