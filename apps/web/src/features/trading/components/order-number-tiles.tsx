import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@fuel/domain/contracts/orders';

function NumberTile({
  label,
  value,
  large,
  testId,
}: {
  label: string;
  value: string;
  large?: boolean;
  testId: string;
}) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size={large ? '2.25rem' : 'xl'} ff="monospace" data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/** The order's three numbers (contract, lifting master, pickup), the pickup number largest. */
export function OrderNumberTiles({ o }: { o: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NumberTile
        label={t('orderConfirmation.contractNumber')}
        value={o.contractNumber}
        testId="order-contract-number"
      />
      <NumberTile
        label={t('orderConfirmation.liftingMasterNumber')}
        value={o.liftingMasterNumber}
        testId="order-lifting-master-number"
      />
      <NumberTile
        label={t('orderConfirmation.pickupNumber')}
        value={o.pickupNumber}
        large
        testId="order-pickup-number"
      />
    </SimpleGrid>
  );
}
