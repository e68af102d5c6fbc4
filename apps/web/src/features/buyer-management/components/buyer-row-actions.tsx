import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Relationship, RelationshipDecision } from '@fuel/domain/contracts/relationships';
import { availableDecisions } from '../relationship-tabs';

const DECISION_LABEL = {
  ACCEPT: 'relationships.buyers.accept',
  DECLINE: 'relationships.buyers.decline',
  IN_REVIEW: 'relationships.buyers.review',
  DISABLE: 'relationships.buyers.disable',
} as const satisfies Record<RelationshipDecision, string>;
const DECISION_COLOR: Record<RelationshipDecision, string> = {
  ACCEPT: 'green',
  DECLINE: 'red',
  IN_REVIEW: 'yellow',
  DISABLE: 'red',
};

type Props = {
  relationship: Relationship;
  onDecide: (r: Relationship, d: RelationshipDecision) => void;
  onTerms: (r: Relationship) => void;
};

/** A buyer row's buttons: its terms (once it has a credit line) and the decisions its status allows. */
export function BuyerRowActions({ relationship: r, onDecide, onTerms }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {r.credit && (
        <Button size="xs" variant="light" onClick={() => onTerms(r)} data-testid="buyer-terms">
          {t('relationships.buyers.terms')}
        </Button>
      )}
      {availableDecisions(r).map((d) => (
        <Button
          key={d}
          size="xs"
          variant="light"
          color={DECISION_COLOR[d]}
          onClick={() => onDecide(r, d)}
          data-testid={`decision-${d}`}
        >
          {t(DECISION_LABEL[d])}
        </Button>
      ))}
    </Group>
  );
}
