import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The help search box with its clear button. */
export function HelpSearchInput({ query, onChange }: { query: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      value={query}
      onChange={(event) => onChange(event.currentTarget.value)}
      aria-label={t('helpCenter.search')}
      placeholder={t('helpCenter.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        query && (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onChange('')}
            aria-label={t('helpCenter.clearSearch')}
          >
            <IconX size={16} />
          </ActionIcon>
        )
      }
      maw={720}
      type="search"
      data-testid="help-search"
    />
  );
}
