import { sellsFuel } from '@fuel/domain/additives/additive-rules';
import AccountPage from '../features/account/account-page';
import { InvoiceSettingsCard } from '../features/invoices/components/invoice-settings-card';
import { LiftingSettingsCard } from '../features/liftings/components/lifting-settings-card';
import { useMetadata } from '../lib/api/get-metadata';

/**
 * /unternehmen: the company (feature account) and, for sellers of fuel, their lifting tolerance
 * (feature liftings, decision 069) and invoicing mode (feature invoices, issue 28); several features
 * on one page, so the page lives above them.
 */
export default function CompanyPage() {
  const metadata = useMetadata();
  const liftsFuel = metadata.data?.accountType === 'seller' && sellsFuel(metadata.data.sellerKind);
  return (
    <AccountPage
      extras={(_account, canEdit) =>
        liftsFuel ? (
          <>
            <LiftingSettingsCard canEdit={canEdit} />
            <InvoiceSettingsCard canEdit={canEdit} />
          </>
        ) : null
      }
    />
  );
}
