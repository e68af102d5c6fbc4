import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TriggerContractInput, TriggerContractInputSchema } from '@fuel/domain/contracts/trigger-contracts';
import { formatMoney, type Currency } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { useSpelling } from '../../../i18n/use-spelling';
import { useContractPricePreview } from '../api/preview-contract-price';

const TYPING_PAUSE_MS = 400;

/**
 * Under the price fields of the contract form (issue 24 part 1): what the trigger price includes and,
 * once buyer, product, terminal and basis are filled in, the resulting price per 100 L now, composed on
 * the server with the seller's own rules (decision 048).
 */
export function ContractPricePreview({
  control,
  currency,
}: {
  control: Control<z.input<typeof TriggerContractInputSchema>, unknown, TriggerContractInput>;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const spell = useSpelling();
  const [buyerAccountId, productId, terminalId, priceBasis] = useWatch({
    control,
    name: ['buyerAccountId', 'productId', 'terminalId', 'priceBasis'],
  });
  const [draft] = useDebouncedValue({ buyerAccountId, productId, terminalId, priceBasis }, TYPING_PAUSE_MS);
  const preview = useContractPricePreview(draft);
  const answer = preview.data;
  return (
    <Text size="xs" c="dimmed" data-testid="trigger-price-preview">
      {answer && answer.price !== null
        ? t('triggers.composition.current', {
            price: formatMoney(answer.price, { brand: brand.id, currency, decimals: 2 }),
            included: spell(answer.included),
          })
        : spell(t('triggers.composition.hint'))}
    </Text>
  );
}
