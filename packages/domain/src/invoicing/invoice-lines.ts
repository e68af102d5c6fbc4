// Issue 28 part 2: the lines of an invoice for one lifting. The buyer sees the composition of the price
// they were charged: the product price before duties and levies, then each duty or levy (energy duty,
// CO2 levy, ...) on its own line, as the order's price steps recorded them. Pure: the server issues
// invoices with it, the screens and the e-invoice XML show the same figures.
import type { PriceStep } from '../pricing/live-pricing';
import { netMinor } from '../pricing/money';
import { priceLinesOf } from '../pricing/price-lines';
import { e4FromPer100l } from '../pricing/units';

export type InvoiceLine = {
  /** German, e.g. "Heizöl EL schwefelarm" or a step label such as "Energiesteuer" (BT-153). */
  description: string;
  /** Invoiced quantity in litres at 15 °C (BT-129, unit LTR). */
  quantityLitres: number;
  /** Net price per 100 L in 1/10,000 of the currency unit (BT-146, base quantity BT-149 = 100 LTR). */
  unitPriceE4: number;
  /** Line net amount in minor units (BT-131). */
  netMinor: number;
  /** VAT rate of the line in basis points (BT-152): energy duty is taxable like the product. */
  vatRateBp: number;
};

/**
 * Duties and levies by their step label (a DUTY rule's group name, "Energiesteuer" by default):
 * Energiesteuer, Mineralölsteuer, CO2-Abgabe, EBV-Beitrag. Surcharges, bio blending, price rules
 * and a parent's adjustment are part of the product price.
 */
export const isDutyOrLevyLabel = (label: string): boolean => /steuer|abgabe|beitrag/i.test(label);

export type InvoiceLinesInput = {
  productName: string;
  litres: number;
  /** The order's charged price per 100 L (E4), whole cents (decision 049). */
  chargedPriceE4: number;
  /** The order's price composition; empty for orders placed before issue 24. */
  steps: readonly PriceStep[];
  vatRateBp: number;
  /** Which ADDITION steps are duties or levies; by default isDutyOrLevyLabel of the step's label. */
  isDutyOrLevy?: (step: PriceStep) => boolean;
};

type Component = { description: string; unitPriceE4: number };

/**
 * Each duty or levy per 100 L in the currency of the charged price. A step's change is in the step's
 * unit (e.g. 61.35 EUR/cbm); every later conversion (per 100 L, into CHF) scales it by the ratio of
 * the values around the conversion. Additions and roundings after it do not scale it.
 */
function levyComponents(input: InvoiceLinesInput): Component[] {
  const isLevy = input.isDutyOrLevy ?? ((step: PriceStep) => isDutyOrLevyLabel(step.label));
  const lines = priceLinesOf(input.steps);
  const levies: { description: string; change: number }[] = [];
  input.steps.forEach((step, i) => {
    const line = lines[i]!;
    if (line.kind === 'CONVERSION' && i > 0) {
      const before = input.steps[i - 1]!.value;
      const factor = before === 0 ? 1 : step.value / before;
      for (const levy of levies) levy.change *= factor;
    }
    if (line.kind === 'ADDITION' && line.change !== null && isLevy(step)) {
      levies.push({ description: step.label, change: line.change });
    }
  });
  return levies
    .map((levy) => ({ description: levy.description, unitPriceE4: e4FromPer100l(levy.change) }))
    .filter((levy) => levy.unitPriceE4 !== 0);
}

/**
 * The invoice lines of `litres` at the charged price: the product line (the charged price minus every
 * duty and levy, so it also carries roundings and a minimum price), then one line per duty or levy.
 * Without steps, one line at the charged price. The unit prices add up to the charged price.
 *
 * Line amounts are differences of cumulative amounts: line i = netMinor(litres, price up to i) -
 * netMinor(litres, price up to i - 1). Rounding each line on its own could miss the order's net
 * (netMinor at the charged price, what the buyer was shown and credit reserved) by a cent per line;
 * the differences add up to it exactly, so BT-106 of the invoice is the order's net.
 */
export function invoiceLinesOf(input: InvoiceLinesInput): InvoiceLine[] {
  const levies = levyComponents(input);
  const leviesE4 = levies.reduce((sum, levy) => sum + levy.unitPriceE4, 0);
  const productE4 = input.chargedPriceE4 - leviesE4;
  if (productE4 < 0) {
    throw new RangeError(`duties and levies (${leviesE4} e4) exceed the charged price (${input.chargedPriceE4} e4)`);
  }
  const components: Component[] = [{ description: input.productName, unitPriceE4: productE4 }, ...levies];
  let cumulativeE4 = 0;
  let cumulativeNet = 0;
  return components.map((component) => {
    cumulativeE4 += component.unitPriceE4;
    const net = netMinor(input.litres, cumulativeE4);
    const line: InvoiceLine = {
      description: component.description,
      quantityLitres: input.litres,
      unitPriceE4: component.unitPriceE4,
      netMinor: net - cumulativeNet,
      vatRateBp: input.vatRateBp,
    };
    cumulativeNet = net;
    return line;
  });
}
