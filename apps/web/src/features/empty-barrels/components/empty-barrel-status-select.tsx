import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmptyBarrelRequest } from '@fuel/domain/contracts/empty-barrels';
import { EMPTY_BARREL_STATUS_LABELS, type EmptyBarrelStatus } from '@fuel/domain/empty-barrels/empty-barrel-rules';

/** The seller's status change of one request: the current status and the ones it may move to. */
export function EmptyBarrelStatusSelect({
  request: r,
  onStatus,
  pending,
}: {
  request: EmptyBarrelRequest;
  onStatus: (request: EmptyBarrelRequest, status: EmptyBarrelStatus) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('emptyBarrels.statusOf', { buyer: r.buyer.name, product: r.product.name })}
      data={[r.status, ...r.nextStatuses].map((s) => ({ value: s, label: EMPTY_BARREL_STATUS_LABELS[s] }))}
      value={r.status}
      onChange={(value) => value && value !== r.status && onStatus(r, value as EmptyBarrelStatus)}
      allowDeselect={false}
      disabled={pending}
      w={160}
      data-testid={`empty-barrel-status-${r.id}`}
    />
  );
}
