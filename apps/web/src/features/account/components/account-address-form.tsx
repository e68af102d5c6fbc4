import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_LABELS as L,
  AccountAddressUpdateSchema,
  type Account,
  type AccountAddressFormValues,
} from '@fuel/domain/contracts/account';
import { ErrorAlert } from '../../../ui/error-alert';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useSaveAccount } from '../api/save-account';
import { CountrySelectField } from '../../../ui/form/country-select-field';
import { ADDRESS_COUNTRIES } from '@fuel/domain/validation/address';
import { useSpelling } from '../../../i18n/use-spelling';
import { FormFooter } from '../../../ui/form/form-footer';
import { useServerSubmit } from '../../../ui/form/use-server-submit';

const valuesOf = (account: Account): AccountAddressFormValues => ({
  addressLine1: account.addressLine1,
  addressLine2: account.addressLine2,
  postCode: account.postCode,
  country: ((ADDRESS_COUNTRIES as readonly string[]).includes(account.country)
    ? account.country
    : 'DE') as AccountAddressFormValues['country'],
});

/** The account address (spec section 3 "Account"); name, city and VAT id are shown read-only. Non-admins only read. */
export function AccountAddressForm({ account, canEdit }: { account: Account; canEdit: boolean }) {
  const { t } = useTranslation();
  const spell = useSpelling();
  const save = useSaveAccount();
  const form = useAppForm(AccountAddressUpdateSchema, valuesOf(account));
  const { control } = form;

  const submit = useServerSubmit(
    form,
    async (values) => {
      const answer = await save.mutateAsync(values);
      notifications.show({ color: 'green', message: answer.message });
      form.reset(values);
    },
    L,
  );

  return (
    <form onSubmit={submit} noValidate data-testid="account-address-form">
      <Stack gap="md">
        {form.formState.errors.root?.message && (
          <ErrorAlert title={t('companyAccount.saveFailed')} message={form.formState.errors.root.message} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={spell(L.name)} value={account.name} readOnly data-testid="account-name" />
          <TextInput label={spell(L.vatId)} value={account.vatId ?? ''} readOnly />
          <TextField
            control={control}
            name="addressLine1"
            label={L.addressLine1}
            required
            readOnly={!canEdit}
            data-testid="account-address-line1"
          />
          <TextField
            control={control}
            name="addressLine2"
            label={L.addressLine2}
            readOnly={!canEdit}
            data-testid="account-address-line2"
          />
          <TextField
            control={control}
            name="postCode"
            label={L.postCode}
            required
            readOnly={!canEdit}
            data-testid="account-post-code"
          />
          <TextInput label={spell(L.city)} value={account.city} readOnly />
          <CountrySelectField
            control={control}
            name="country"
            label={L.country}
            readOnly={!canEdit}
            data-testid="account-country"
          />
        </SimpleGrid>
        {canEdit ? (
          <FormFooter
            submitLabel={t('companyAccount.save')}
            loading={form.formState.isSubmitting}
            submitTestId="account-address-submit"
          />
        ) : (
          <Text size="sm" c="dimmed" data-testid="account-read-only">
            {t('companyAccount.readOnlyHint')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
