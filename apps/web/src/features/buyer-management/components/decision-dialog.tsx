import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  RELATIONSHIP_MESSAGE_MAX,
  type Relationship,
  type RelationshipDecision,
} from '@fuel/domain/contracts/relationships';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { useDecideRelationship } from '../api/decide-relationship';

/**
 * Confirms a decision on a relationship with an optional message and the "notify buyer" checkbox.
 * Accepting has its own dialog (accept-dialog.tsx): it asks for the buyer's terms and always mails.
 */
export function DecisionDialog({
  relationship,
  decision,
  onClose,
}: {
  relationship: Relationship;
  decision: Exclude<RelationshipDecision, 'ACCEPT'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideRelationship();
  const [message, setMessage] = useState('');
  const [notifyBuyer, setNotifyBuyer] = useState(false);
  const name = relationship.counterparty.name;

  const confirm = () =>
    decide.mutate(
      { relationshipId: relationship.id, decision, message: message.trim() || null, notifyBuyer },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t(`relationships.decision.done.${decision}`, { name }) });
          onClose();
        },
      },
    );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`relationships.decision.title.${decision}`)}
      centered
      data-testid="decision-dialog"
    >
      <Stack gap="md">
        <Text size="sm">{t(`relationships.decision.text.${decision}`, { name })}</Text>
        {decide.error && (
          <ErrorAlert message={isApiError(decide.error) ? decide.error.message : t('app.unexpectedError')} />
        )}
        <Textarea
          label={t('relationships.decision.messageLabel')}
          value={message}
          maxLength={RELATIONSHIP_MESSAGE_MAX}
          autosize
          minRows={3}
          onChange={(e) => setMessage(e.currentTarget.value)}
          data-testid="decision-message"
        />
        <Checkbox
          label={t('relationships.decision.notify')}
          checked={notifyBuyer}
          onChange={(e) => setNotifyBuyer(e.currentTarget.checked)}
          data-testid="decision-notify"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('relationships.decision.cancel')}
          </Button>
          <Button
            color={decision === 'IN_REVIEW' ? 'yellow' : 'red'}
            loading={decide.isPending}
            onClick={confirm}
            data-testid="decision-confirm"
          >
            {t(`relationships.decision.confirm.${decision}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
