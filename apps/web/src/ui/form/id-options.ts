/** Options of an id select: a database id with its label, optionally grouped (terminals by region). */
export type IdOption = { value: number; label: string };
export type IdOptionGroup = { group: string; items: IdOption[] };

/** Mantine's select data (string values) from id options. */
export const idSelectData = (options: Array<IdOption | IdOptionGroup>) =>
  options.map((o) =>
    'group' in o ? { group: o.group, items: o.items.map((i) => ({ value: String(i.value), label: i.label })) } : { value: String(o.value), label: o.label },
  );
