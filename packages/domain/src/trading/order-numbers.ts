// The numbers that identify an order at the terminal (DOMAIN.md "Trade practice"): the contract
// number comes from a database sequence, the lifting master number ties it to the loading place,
// and the pickup number the driver shows must not be guessable from the others.

/** "K-2026-100001": contract prefix, year of the order (Europe/Berlin) and the sequence value. */
export function contractNumber(year: number, sequenceValue: number): string {
  return `K-${year}-${String(sequenceValue).padStart(6, '0')}`;
}

/**
 * "HAM-2026-100001": the terminal code (or "LFG" for delivered orders) with year and sequence value,
 * so the terminal's loading list groups by place and still matches the contract one-to-one.
 */
export function liftingMasterNumber(terminalCode: string | null, year: number, sequenceValue: number): string {
  const place = (terminalCode ?? 'LFG').toUpperCase().replace(/[^A-Z0-9]/g, '') || 'LFG';
  return `${place}-${year}-${String(sequenceValue).padStart(6, '0')}`;
}

export type RandomUint32 = () => number;

/** A uniformly random 32-bit value from the platform's cryptographic generator (Node and browsers). */
export const cryptoRandomUint32: RandomUint32 = () => {
  // The domain package has no DOM or Node typings; Web Crypto exists in both runtimes.
  const { crypto } = globalThis as unknown as { crypto: { getRandomValues(array: Uint32Array): Uint32Array } };
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
};

/** A uniform random integer in 0..(bound - 1), by rejection sampling so no value is favoured. */
function randomBelow(bound: number, random: RandomUint32): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  for (;;) {
    const value = random();
    if (value < limit) return value % bound;
  }
}

/** "4821-7731": eight random digits, not derived from anything the buyer or a driver could know. */
export function generatePickupNumber(random: RandomUint32 = cryptoRandomUint32): string {
  const digits = String(randomBelow(100_000_000, random)).padStart(8, '0');
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}

export const PICKUP_NUMBER_PATTERN = /^\d{4}-\d{4}$/;
