import { Button, Checkbox, Menu } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type ToggleableColumn = { id: string; label: string; visible: boolean; toggle: (visible?: boolean) => void };

/** "Spalten": shows and hides a table's columns; the last visible column cannot be hidden. */
export function ColumnVisibilityMenu({ columns }: { columns: ToggleableColumn[] }) {
  const { t } = useTranslation();
  const visibleCount = columns.filter((c) => c.visible).length;
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns size={14} />} data-testid="data-table-columns">
          {t('dataTable.columns')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('dataTable.columnsHint')}</Menu.Label>
        {columns.map((c) => (
          <Menu.Item key={c.id} component="div">
            <Checkbox
              label={c.label}
              checked={c.visible}
              disabled={c.visible && visibleCount === 1}
              onChange={(e) => c.toggle(e.currentTarget.checked)}
            />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
