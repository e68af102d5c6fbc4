import { useState } from 'react';
import { ActionIcon, Popover, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@fuel/domain/formats/number';
import type { PriceStep } from '@fuel/domain/pricing/live-pricing';
import { shownPriceDecimals } from '@fuel/domain/pricing/money';
import { priceLinesOf, type PriceLine } from '@fuel/domain/pricing/price-lines';
import { useBrand } from '../../brands/brand-context';

// Issue 24 part 2: every shown price explains itself. One presentational component for the market row,
// the basket, the trigger checkout and the order page: the engine's steps as lines (pricing/price-lines):
// the start, each conversion with its rate, each addition with what it adds, the sum, the rounding to the
// charged price and the total. Values to 4 decimals, so every change added to the line above gives the
// line's value exactly; the total shows as the price does (whole cents).

type Props = { steps: readonly PriceStep[] | null | undefined; testId?: string };

/** The lines of a price; without steps (an order from before issue 24) a sentence saying so. */
export function PriceBreakdown({ steps, testId = 'price-breakdown' }: Props) {
  const { t } = useTranslation();
  const brand = useBrand().id;
  if (!steps || steps.length === 0) {
    return (
      <Text size="xs" c="dimmed" data-testid={`${testId}-none`}>
        {t('priceBreakdown.none')}
      </Text>
    );
  }
  const lines = priceLinesOf(steps);
  const unit = (line: PriceLine) => t(`priceBreakdown.units.${line.unit}`);
  const number = (v: number, decimals: number) => formatNumber(v, { brand, decimals });
  const signed = (v: number) => `${v >= 0 ? '+' : '−'}${number(Math.abs(v), shownPriceDecimals(Math.abs(v)))}`;
  return (
    <Table
      fz="xs"
      verticalSpacing={2}
      horizontalSpacing="xs"
      data-testid={testId}
      aria-label={t('priceBreakdown.title')}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('priceBreakdown.step')}</Table.Th>
          <Table.Th ta="right">{t('priceBreakdown.change')}</Table.Th>
          <Table.Th ta="right">{t('priceBreakdown.value')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, i) => {
          const total = line.kind === 'TOTAL';
          return (
            <Table.Tr key={i} data-testid="price-line" data-kind={line.kind}>
              <Table.Td fw={total ? 700 : undefined}>
                {line.label}
                {line.detail && (
                  <Text span size="xs" c="dimmed" display="block">
                    {line.detail}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="price-line-change">
                {line.change === null ? '' : `${signed(line.change)} ${unit(line)}`}
              </Table.Td>
              <Table.Td
                ta="right"
                fw={total ? 700 : undefined}
                style={{ whiteSpace: 'nowrap' }}
                data-testid="price-line-value"
              >
                {`${number(line.value, total ? shownPriceDecimals(line.value) : 4)} ${unit(line)}`}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * An info button beside a price that opens its breakdown (the market row): a real button, so it is
 * reached with the keyboard and closed with Escape; the popover fits a phone's width. `steps` is asked
 * for only while it is open (a live row re-prices on every tick).
 */
export function PriceBreakdownButton({
  steps,
  testId = 'price-breakdown-open',
}: {
  steps: () => readonly PriceStep[] | null;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width="min(28rem, 95vw)"
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('priceBreakdown.open')}
          aria-expanded={opened}
          onClick={(event) => {
            event.stopPropagation();
            setOpened((o) => !o);
          }}
          data-testid={testId}
        >
          <IconInfoCircle size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown onClick={(event) => event.stopPropagation()}>
        <Text size="sm" fw={600} mb={4}>
          {t('priceBreakdown.title')}
        </Text>
        {opened && <PriceBreakdown steps={steps()} />}
      </Popover.Dropdown>
    </Popover>
  );
}
