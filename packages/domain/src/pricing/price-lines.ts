import type { PriceStep, PriceStepKind } from './live-pricing';
import { e4FromPer100l, per100lFromE4 } from './units';

// Issue 24 part 2: the lines of the buyer's price breakdown (ui/price-breakdown), from the engine's
// steps. Every value is fixed to 4 decimals first and every change is the difference of two such
// values, so the lines add up exactly at the precision they are shown: start + changes = each running
// value, and the total is the charged price.

export type PriceLine = {
  kind: PriceStepKind;
  label: string;
  detail: string | null;
  unit: PriceStep['unit'];
  /** The running price after this line, in `unit`, to 4 decimals. */
  value: number;
  /** What an addition, floor or rounding changed, in `unit` (value of the line before + change = value); else null. */
  change: number | null;
};

const CHANGES: ReadonlySet<PriceStepKind> = new Set(['ADDITION', 'FLOOR', 'ROUNDING']);

/** A step's kind, inferred for steps stored before kinds existed: a new unit is a conversion. */
function kindOf(step: PriceStep, index: number, steps: readonly PriceStep[]): PriceStepKind {
  if (step.kind) return step.kind;
  if (index === 0) return 'START';
  if (index === steps.length - 1 && step.label.startsWith('Endpreis')) return 'TOTAL';
  if (step.unit !== steps[index - 1]!.unit) return 'CONVERSION';
  return step.label === 'Mindestpreis' ? 'FLOOR' : 'ADDITION';
}

/** The breakdown lines of a price's steps (empty steps: no breakdown, e.g. an order placed before issue 24). */
export function priceLinesOf(steps: readonly PriceStep[]): PriceLine[] {
  let previousE4 = 0;
  return steps.map((step, i) => {
    const kind = kindOf(step, i, steps);
    const valueE4 = e4FromPer100l(step.value);
    const change = CHANGES.has(kind) ? per100lFromE4(valueE4 - previousE4) : null;
    previousE4 = valueE4;
    return { kind, label: step.label, detail: step.detail, unit: step.unit, value: per100lFromE4(valueE4), change };
  });
}

/**
 * The check the breakdown promises (and the tests make): each change added to the line before gives
 * the line's value, and the last line is the price. Conversions change the unit and are not sums.
 */
export function priceLinesAddUp(lines: readonly PriceLine[], priceE4: number): boolean {
  if (lines.length === 0) return false;
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i]!;
    const before = lines[i - 1]!;
    if (line.change !== null && e4FromPer100l(before.value + line.change) !== e4FromPer100l(line.value)) return false;
    if (line.kind === 'TOTAL' && e4FromPer100l(line.value) !== e4FromPer100l(before.value)) return false;
  }
  return e4FromPer100l(lines.at(-1)!.value) === priceE4;
}
