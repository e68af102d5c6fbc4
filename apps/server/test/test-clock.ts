/** A fixed, realistic "now" for the seed and tests that do not move time themselves. */
export const TEST_NOW = new Date('2026-11-20T09:30:00+01:00');
