import { useMemo } from 'react';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { sellerKindRefusal } from '@fuel/domain/additives/additive-rules';

/** The terms fields' choices: fuels the seller may grant and terminals grouped by region. */
export function useBuyerTermsOptions(metadata: Metadata) {
  // Fuels only: the additive products a buyer may order are set in their own section (issue 17).
  // An additive-only seller grants no fuels (decision 054, the server's sellerKindRefusal): no fuel to choose.
  const grantsFuel = sellerKindRefusal(metadata.sellerKind, 'fuel') === null;
  const productOptions = useMemo(
    () => (grantsFuel ? metadata.fuels : []).map((p) => ({ value: String(p.id), label: p.name })),
    [metadata, grantsFuel],
  );
  const productName = (id: number) => productOptions.find((o) => o.value === String(id))?.label ?? String(id);
  const terminalGroups = useMemo(
    () =>
      metadata.regions.map((r) => ({
        group: r.name,
        items: r.terminals.map((x) => ({ value: String(x.id), label: `${x.name} (${x.city})` })),
      })),
    [metadata],
  );
  return { grantsFuel, productOptions, productName, terminalGroups };
}
