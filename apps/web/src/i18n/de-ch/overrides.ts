import type { Resources } from '../de';

type DeepPartial<T> = T extends string
  ? string
  : T extends readonly string[]
    ? string[]
    : { [K in keyof T]?: DeepPartial<T[K]> };

/** A namespace's de-CH texts that differ from German beyond the spelling rule; only existing keys type-check. */
export type TextOverrides = DeepPartial<Resources>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The texts with the overrides laid over them, key by key (an override replaces strings and arrays whole). */
export function withOverrides(texts: Resources, ...overrides: TextOverrides[]): Resources {
  const merge = (base: unknown, over: unknown): unknown =>
    isObject(base) && isObject(over)
      ? Object.fromEntries(
          Object.entries(base).map(([key, item]) => [key, key in over ? merge(item, over[key]) : item]),
        )
      : over;
  return overrides.reduce<Resources>((result, override) => merge(result, override) as Resources, texts);
}
