import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@fuel/domain/contracts/orders';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { useDecideOrder } from '../api/decide-order';

/** The seller's confirm (irreversible, asked once more) and decline (with an optional comment). */
export function SellerDecision({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const decide = useDecideOrder();
  const [dialog, setDialog] = useState<'confirm' | 'decline' | null>(null);
  const [comment, setComment] = useState('');

  const run = (action: 'confirm' | 'decline') =>
    decide.mutate(
      { id: order.id, action, comment: action === 'decline' ? comment.trim() || undefined : undefined },
      {
        onSuccess: () => {
          setDialog(null);
          notifications.show({
            color: 'green',
            message: t(action === 'confirm' ? 'orderConfirmation.confirmed' : 'orderConfirmation.declined'),
          });
        },
      },
    );

  return (
    <>
      <Group>
        <Button color="green" onClick={() => setDialog('confirm')} data-testid="order-confirm">
          {t('orderConfirmation.confirm')}
        </Button>
        <Button color="red" variant="light" onClick={() => setDialog('decline')} data-testid="order-decline">
          {t('orderConfirmation.decline')}
        </Button>
      </Group>
      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog === 'confirm' ? t('orderConfirmation.confirmTitle') : t('orderConfirmation.declineTitle')}
        centered
        data-testid={`order-${dialog ?? 'decision'}-dialog`}
      >
        <Stack>
          <Text>
            {dialog === 'confirm'
              ? t('orderConfirmation.confirmText', { contract: order.contractNumber })
              : t('orderConfirmation.declineText')}
          </Text>
          {dialog === 'decline' && (
            <Textarea
              label={t('orderConfirmation.comment')}
              value={comment}
              onChange={(e) => setComment(e.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={2}
              data-testid="order-decline-comment"
            />
          )}
          {decide.isError && (
            <ErrorAlert
              title={t('app.errorTitle')}
              message={isApiError(decide.error) ? decide.error.message : t('app.unexpectedError')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('orderConfirmation.cancel')}
            </Button>
            <Button
              color={dialog === 'confirm' ? 'green' : 'red'}
              loading={decide.isPending}
              onClick={() => dialog && run(dialog)}
              data-testid="order-decision-submit"
            >
              {dialog === 'confirm' ? t('orderConfirmation.confirm') : t('orderConfirmation.decline')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
