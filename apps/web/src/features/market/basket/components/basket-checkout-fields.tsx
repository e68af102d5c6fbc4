import { Alert, Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Metadata } from '@fuel/domain/contracts/metadata';

/** Net and gross of the basket, formatted. */
export function BasketTotals({ net, gross }: { net: string; gross: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between">
        <Text>{t('basket.net')}</Text>
        <Text>{net}</Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700}>{t('basket.gross')}</Text>
        <Text fw={700} data-testid="basket-total-gross">
          {gross}
        </Text>
      </Group>
    </>
  );
}

/** Some reservation ran out: the hint and the button that renews all expired ones. */
export function ExpiredHint({ onRefreshAll, refreshing }: { onRefreshAll: () => void; refreshing: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" variant="light" data-testid="basket-expired-hint">
      <Stack gap="xs" align="flex-start">
        {t('basket.expiredHint')}
        <Button
          size="lg"
          leftSection={<IconRefresh size={16} />}
          onClick={onRefreshAll}
          loading={refreshing}
          data-testid="basket-refresh-all"
        >
          {t('marketExtras.refreshAllExpired')}
        </Button>
      </Stack>
    </Alert>
  );
}

type AddressProps = {
  addresses: Metadata['deliveryAddresses'];
  value: string | null;
  onChange: (id: string | null) => void;
};

/** Where a delivered product goes: one of the buyer's delivery addresses (required when the basket holds one). */
export function DeliveryAddressSelect({ addresses, value, onChange }: AddressProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('basket.deliveryAddress')}
      placeholder={t('basket.deliveryAddressPlaceholder')}
      data={addresses.map((a) => ({
        value: String(a.id),
        label: `${a.company}, ${a.street}, ${a.postCode} ${a.city}`,
      }))}
      value={value}
      onChange={onChange}
      required
      data-testid="basket-delivery-address"
    />
  );
}

type ConfirmationsProps = {
  acceptTerms: boolean;
  bookingChecked: boolean;
  onAcceptTerms: (checked: boolean) => void;
  onBookingChecked: (checked: boolean) => void;
};

/** The two confirmations every order needs (terms accepted, booking checked). */
export function BasketConfirmations({
  acceptTerms,
  bookingChecked,
  onAcceptTerms,
  onBookingChecked,
}: ConfirmationsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Checkbox
        label={t('basket.acceptTerms')}
        checked={acceptTerms}
        onChange={(e) => onAcceptTerms(e.currentTarget.checked)}
        data-testid="basket-accept-terms"
      />
      <Checkbox
        label={t('basket.bookingChecked')}
        checked={bookingChecked}
        onChange={(e) => onBookingChecked(e.currentTarget.checked)}
        data-testid="basket-booking-checked"
      />
    </>
  );
}
