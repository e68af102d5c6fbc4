import { useState } from 'react';
import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Favourite } from '@fuel/domain/contracts/favourites';
import { isApiError } from '../../lib/api-client';
import { favouritesQuery, useFavourites } from '../../lib/api/get-favourites';
import { useMetadata } from '../../lib/api/get-metadata';
import type { PageLoaderArgs } from '../../lib/navigation/page-module';
import { useConfirm } from '../../ui/confirm-dialog';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { useDeleteFavourite } from './api/delete-favourite';
import { FavouriteTable } from './components/favourite-table';
import { FavouriteWizardModal } from './components/favourite-wizard-modal';
import { RenameFavouriteModal } from './components/rename-favourite-modal';
import { useFavouriteSummary } from './use-favourite-summary';

/** The list loads while the page's code loads (it is usually in the cache since the login). */
export async function loader({ queryClient }: PageLoaderArgs) {
  await queryClient.prefetchQuery(favouritesQuery());
  return null;
}

/** /favoriten (buyers): the favourites wizard, and the list to open, rename or delete a favourite. */
export default function FavouritesPage() {
  const { t } = useTranslation();
  const metadata = useMetadata();
  const favourites = useFavourites();
  const remove = useDeleteFavourite();
  const confirm = useConfirm();
  const summarise = useFavouriteSummary(metadata.data);
  // /favoriten?neu=1 (the market's "Favorit anlegen"): the wizard opens at once.
  const [params] = useSearchParams();
  const fromMarket = params.get('neu') === '1';
  const [wizardOpen, setWizardOpen] = useState(fromMarket);
  const [renaming, setRenaming] = useState<Favourite | null>(null);
  const list = favourites.data?.favourites ?? [];

  const askDelete = (favourite: Favourite) =>
    confirm.ask({
      title: t('favourites.deleteTitle'),
      message: t('favourites.deleteText', { name: favourite.name }),
      confirmLabel: t('favourites.delete'),
      cancelLabel: t('favourites.cancel'),
      danger: true,
      run: () => remove.mutateAsync(favourite.id),
    });

  const newButton = (label: string) => (
    <Button
      leftSection={<IconStarFilled size={16} aria-hidden />}
      onClick={() => setWizardOpen(true)}
      disabled={!metadata.data}
      data-testid="favourite-new"
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.favourites.title')}
        description={t('pages.favourites.description')}
        actions={newButton(t('favourites.newFavourite'))}
      />
      {favourites.isPending && <Skeleton h={200} radius="md" />}
      {favourites.isError && (
        <ErrorAlert
          title={t('favourites.loadFailed')}
          message={isApiError(favourites.error) ? favourites.error.message : t('app.unexpectedError')}
        >
          <Button mt="sm" size="xs" variant="light" onClick={() => void favourites.refetch()}>
            {t('favourites.retry')}
          </Button>
        </ErrorAlert>
      )}
      {favourites.isSuccess && list.length === 0 && (
        <Stack align="center" gap="xs" py="xl" data-testid="favourites-empty">
          <Text c="dimmed" ta="center" maw={560}>
            {t('favourites.empty')}
          </Text>
          <Button variant="light" onClick={() => setWizardOpen(true)} disabled={!metadata.data}>
            {t('favourites.createFirst')}
          </Button>
        </Stack>
      )}
      {list.length > 0 && (
        <FavouriteTable favourites={list} summarise={summarise} onRename={setRenaming} onDelete={askDelete} />
      )}
      <FavouriteWizardModal
        opened={wizardOpen}
        metadata={metadata.data}
        fromMarket={fromMarket}
        onClose={() => setWizardOpen(false)}
      />
      <RenameFavouriteModal favourite={renaming} onClose={() => setRenaming(null)} />
      {confirm.dialog}
    </Stack>
  );
}
