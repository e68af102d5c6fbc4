import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** No offers: with filters set, says so; otherwise points to seller management to connect sellers. */
export function MarketEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="market-empty">
      <Text c="dimmed" ta="center">
        {filtered ? t('marketplace.emptyFiltered') : t('marketplace.empty')}
      </Text>
      {!filtered && (
        <Anchor component={Link} to="/verkaufer-management">
          {t('marketplace.emptyLink')}
        </Anchor>
      )}
    </Stack>
  );
}
