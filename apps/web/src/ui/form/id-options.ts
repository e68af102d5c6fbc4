import type { Region } from '@fuel/domain/contracts/metadata';

/** Options of an id select: a database id with its label, optionally grouped (terminals by region). */
export type IdOption = { value: number; label: string };
export type IdOptionGroup = { group: string; items: IdOption[] };

/** Mantine's select data (string values) from id options. */
export const idSelectData = (options: Array<IdOption | IdOptionGroup>) =>
  options.map((o) =>
    'group' in o
      ? { group: o.group, items: o.items.map((i) => ({ value: String(i.value), label: i.label })) }
      : { value: String(o.value), label: o.label },
  );

/** "Tanklager Hamburg-Harburg (Hamburg)": a terminal as the pickers name it. */
export const terminalLabel = (terminal: Pick<Region['terminals'][number], 'name' | 'city'>) =>
  `${terminal.name} (${terminal.city})`;

/** The terminals of the metadata as id options grouped by region; regions without terminals are left out. */
export const terminalOptionsByRegion = (regions: Region[]): IdOptionGroup[] =>
  regions
    .filter((r) => r.terminals.length > 0)
    .map((r) => ({ group: r.name, items: r.terminals.map((x) => ({ value: x.id, label: terminalLabel(x) })) }));
