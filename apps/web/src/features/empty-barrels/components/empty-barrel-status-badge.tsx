import { Badge } from '@mantine/core';
import type { EmptyBarrelStatus } from '@fuel/domain/empty-barrels/empty-barrel-rules';

const COLORS: Record<EmptyBarrelStatus, string> = { OPEN: 'yellow', SCHEDULED: 'blue', DONE: 'green' };

/** Offen, Eingeplant, Erledigt (the label comes with the request). */
export function EmptyBarrelStatusBadge({ status, label }: { status: EmptyBarrelStatus; label: string }) {
  return (
    <Badge color={COLORS[status]} variant="light" data-status={status}>
      {label}
    </Badge>
  );
}
