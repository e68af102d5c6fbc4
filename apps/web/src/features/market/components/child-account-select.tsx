import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../ui/use-is-phone';

const OWN = 'own';

type Props = {
  accounts: Array<{ id: number; name: string }>;
  value: number | null;
  onChange: (childAccountId: number | null) => void;
};

/** Spec section 2: a parent account picks its own market or a child account's (null is its own). */
export function ChildAccountSelect({ accounts, value, onChange }: Props) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  return (
    <Select
      label={t('marketplace.account')}
      data={[
        { value: OWN, label: t('marketplace.ownAccount') },
        ...accounts.map((c) => ({ value: String(c.id), label: c.name })),
      ]}
      value={value === null ? OWN : String(value)}
      onChange={(next) => onChange(next === null || next === OWN ? null : Number(next))}
      allowDeselect={false}
      miw={phone ? undefined : 240}
      w={phone ? '100%' : undefined}
      data-testid="market-child-account"
    />
  );
}
