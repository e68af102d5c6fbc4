/**
 * A seeded pseudo-random generator (mulberry32) answering numbers in [0, 1): tiny, fast and good enough
 * for the price simulator and the demo data; the same seed gives the same sequence on every start.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
