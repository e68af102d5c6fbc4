import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../lib/api-client';
import { useReorder } from '../lib/api/reorder';

/**
 * "Erneut bestellen": the same offer and quantity go into the basket again (today's price), or a
 * German explanation why not (offer gone, paused, sold out...), said right below the button. The
 * click does not open the row it sits in.
 */
export function ReorderButton({
  orderId,
  contractNumber,
  size = 'xs',
}: {
  orderId: number;
  contractNumber: string;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const reorder = useReorder();
  return (
    <Stack gap={4} align="flex-end" onClick={(event) => event.stopPropagation()}>
      <Button
        size={size}
        variant="light"
        leftSection={<IconRepeat size={14} />}
        loading={reorder.isPending}
        onClick={() => reorder.mutate(orderId)}
        aria-label={t('orderSubmission.reorderLabel', { contract: contractNumber })}
        data-testid={`reorder-${orderId}`}
      >
        {t('orderSubmission.reorder')}
      </Button>
      {reorder.isSuccess && (
        <Text size="xs" role="status" data-testid={`reorder-done-${orderId}`}>
          {t('orderSubmission.reorderDone')}{' '}
          <Anchor component={Link} to="/handelsplatz" size="xs">
            {t('orderSubmission.toBasket')}
          </Anchor>
        </Text>
      )}
      {reorder.isError && (
        <Text size="xs" c="red.8" role="alert" data-testid={`reorder-failed-${orderId}`}>
          {`${t('orderSubmission.reorderFailed')}: ${isApiError(reorder.error) ? reorder.error.message : t('app.unexpectedError')}`}
        </Text>
      )}
    </Stack>
  );
}
