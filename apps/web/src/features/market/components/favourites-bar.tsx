import { Anchor, Chip, Group, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Favourite } from '@fuel/domain/contracts/favourites';

type Props = { favourites: Favourite[]; activeId: number | null; onSelect: (favourite: Favourite | null) => void };

/**
 * The buyer's favourites, one click each (issue 18): a chip filters the market to the favourite's
 * products, terminals and sellers; a second click on it lifts the filter again.
 */
export function FavouritesBar({ favourites, activeId, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" data-testid="market-favourites" role="group" aria-label={t('favourites.market.label')}>
      <Group gap={4} wrap="nowrap">
        <IconStar size={16} aria-hidden />
        <Text size="sm" fw={600}>
          {t('favourites.market.label')}
        </Text>
      </Group>
      {favourites.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('favourites.market.none')}
        </Text>
      )}
      {favourites.map((favourite) => (
        <Chip
          key={favourite.id}
          size="sm"
          checked={favourite.id === activeId}
          onChange={() => onSelect(favourite.id === activeId ? null : favourite)}
          data-testid={`market-favourite-${favourite.id}`}
        >
          {favourite.name}
        </Chip>
      ))}
      <Anchor
        component={Link}
        to={favourites.length === 0 ? '/favoriten?neu=1' : '/favoriten'}
        size="sm"
        data-testid="market-favourites-manage"
      >
        {favourites.length === 0 ? t('favourites.market.create') : t('favourites.market.manage')}
      </Anchor>
    </Group>
  );
}
