import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useGuardSession } from '../../lib/session/use-guard-session';
import { PageHeader } from '../../ui/page-header';
import { BuyerEmptyBarrels } from './components/buyer-empty-barrels';
import { SellerEmptyBarrels } from './components/seller-empty-barrels';

/**
 * /leergebinde: the empty-container pickup request of spec section 1. A buyer asks a seller it trades
 * additives with to collect empty containers and sees its last five requests; the seller sees the
 * requests it received and moves them from open to scheduled to done.
 */
export default function EmptyBarrelsPage() {
  const { t } = useTranslation();
  const seller = useGuardSession()?.accountType === 'seller';
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.emptyBarrels.title')}
        description={t(seller ? 'emptyBarrels.sellerDescription' : 'pages.emptyBarrels.description')}
      />
      {seller ? <SellerEmptyBarrels /> : <BuyerEmptyBarrels />}
    </Stack>
  );
}
