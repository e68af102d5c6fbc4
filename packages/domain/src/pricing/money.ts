// Money and volume arithmetic of the marketplace in integers (DESIGN.md: no unrounded binary floats).
// Volumes are whole litres (1 cbm = 1,000 L). Prices are per 100 L at 15 °C in 1/10,000 of the
// currency unit ("e4"), amounts in minor units (cents / Rappen). Every rounding rule lives here.

export const PRICE_E4 = 10_000;
export const LITRES_PER_CBM = 1000;

export type PriceInputUnit = 'EUR_100L15' | 'EUR_L';

/** Half away from zero for a non-negative or negative integer quotient. */
function divRound(numerator: number, denominator: number): number {
  const q = Math.abs(numerator) / denominator;
  const r = Math.floor(q + 0.5 + 1e-9);
  return numerator < 0 ? -r : r;
}

/**
 * Decision 049: a price is charged in whole cents (Rappen) per 100 L, i.e. 4 decimals per litre. In E4
 * that is a multiple of 100. Every price that is held, reserved or ordered goes through chargedPriceE4.
 */
export const CHARGED_PRICE_STEP_E4 = 100;

/** A computed price per 100 L (E4) to the charged price: whole cents per 100 L, half away from zero. */
export function chargedPriceE4(priceE4: number): number {
  return divRound(priceE4, CHARGED_PRICE_STEP_E4) * CHARGED_PRICE_STEP_E4;
}

/**
 * A minimum price (floor) as charged: a floor with 4 decimals is raised to the next whole cent, so the
 * charged price never falls below what the seller set (rounding it half-way could undercut it).
 */
export function chargedFloorE4(floorE4: number): number {
  return Math.ceil(floorE4 / CHARGED_PRICE_STEP_E4) * CHARGED_PRICE_STEP_E4;
}

/** Whether a stored price is already a charged price (whole cents per 100 L). */
export const isChargedPriceE4 = (priceE4: number): boolean => priceE4 % CHARGED_PRICE_STEP_E4 === 0;

/**
 * The decimals to show a price with so that it reads as charged (decision 049): 2 when it is whole cents,
 * else as many as it has, up to 4 (an additive's price per unit or per litre, an order from before the
 * rule). 0.365 is shown 0,365, never 0,37; 98.46 is shown 98,46.
 */
export function shownPriceDecimals(price: number, maxDecimals = 4): number {
  for (let decimals = 2; decimals < maxDecimals; decimals += 1) {
    const scaled = price * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6) return decimals;
  }
  return maxDecimals;
}

/** cbm as entered (up to 3 decimals) to whole litres. */
export function litresFromCbm(cbm: number): number {
  return Math.round(cbm * LITRES_PER_CBM);
}

export function cbmFromLitres(litres: number): number {
  return litres / LITRES_PER_CBM;
}

/**
 * A price as entered (EUR per 100 L with up to 4 decimals, or EUR per litre with up to 6) to the
 * stored price per 100 L in e4. 98.45 EUR/100L15 -> 984500; 0.9845 EUR/L -> 984500.
 */
export function pricePer100lE4FromInput(value: number, unit: PriceInputUnit): number {
  return unit === 'EUR_100L15' ? Math.round(value * PRICE_E4) : Math.round(value * 100 * PRICE_E4);
}

/** The stored price back in the unit the seller works in. */
export function priceInputFromPer100lE4(priceE4: number, unit: PriceInputUnit): number {
  return unit === 'EUR_100L15' ? priceE4 / PRICE_E4 : priceE4 / (100 * PRICE_E4);
}

/** Net amount in minor units: litres x price per 100 L, rounded half up to the cent. */
export function netMinor(litres: number, pricePer100lE4: number): number {
  // litres * (e4 / 10,000) / 100 units = litres * e4 / 1,000,000 units = litres * e4 / 10,000 cents.
  return divRound(litres * pricePer100lE4, PRICE_E4);
}

/** VAT in minor units from a net amount and a rate in basis points (19 % = 1900), half up. */
export function vatMinor(net: number, vatRateBp: number): number {
  return divRound(net * vatRateBp, 10_000);
}

export type Invoice = { netMinor: number; vatMinor: number; grossMinor: number };

/** Net, VAT and gross of an order line; gross is always net + VAT, so the three agree to the cent. */
export function invoiceFor(litres: number, pricePer100lE4: number, vatRateBp: number): Invoice {
  const net = netMinor(litres, pricePer100lE4);
  const vat = vatMinor(net, vatRateBp);
  return { netMinor: net, vatMinor: vat, grossMinor: net + vat };
}

/** The total of several orders billed at once (a petrol-mix trigger): each order rounds on its own, the totals add up. */
export function invoiceTotal(invoices: readonly Invoice[]): Invoice {
  return invoices.reduce(
    (t, i) => ({
      netMinor: t.netMinor + i.netMinor,
      vatMinor: t.vatMinor + i.vatMinor,
      grossMinor: t.grossMinor + i.grossMinor,
    }),
    { netMinor: 0, vatMinor: 0, grossMinor: 0 },
  );
}

/** Minor units to a decimal amount for display (formatMoney takes it from there). */
export const majorFromMinor = (minor: number) => minor / 100;
export const minorFromMajor = (major: number) => Math.round(major * 100);
