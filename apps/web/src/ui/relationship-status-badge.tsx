import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RelationshipStatus } from '@fuel/domain/contracts/relationships';

const COLORS: Record<RelationshipStatus, string> = {
  NEW: 'blue',
  ENABLED: 'green',
  DECLINED: 'red',
  IN_REVIEW: 'yellow',
  DISABLED: 'gray',
};

/** A relationship status with its German label (Angefragt, Aktiv, Abgelehnt, In Prüfung, Deaktiviert). */
export function RelationshipStatusBadge({ status }: { status: RelationshipStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="relationship-status" data-status={status}>
      {t(`relationships.status.${status}`)}
    </Badge>
  );
}
