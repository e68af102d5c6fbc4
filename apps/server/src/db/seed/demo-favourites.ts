import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { favourites, products, terminals, users } from '../schema';

/**
 * kaeufer's favourite markets (issue 18): the market shows them one click away on first start.
 * Terminals of another brand's catalogue are left out (brand B: all terminals).
 */
const DEMO_FAVOURITES = [
  {
    name: 'Diesel Nord',
    products: ['DIESEL-B7'],
    terminals: ['HH-HAR', 'HB-IND', 'WHV-NRD', 'HEI-RAF', 'LIN-RAF', 'H-LIN'],
  },
  { name: 'Heizöl alle Terminals', products: ['HEL-SCHWEFELARM'], terminals: [] },
];

export async function writeDemoFavourites(tx: DbOrTx): Promise<void> {
  const [buyer] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'kaeufer'));
  if (!buyer) return;
  const codes = <T extends { code: string; id: number }>(rows: T[]) => new Map(rows.map((r) => [r.code, r.id]));
  const productIds = codes(
    await tx
      .select({ code: products.code, id: products.id })
      .from(products)
      .where(
        inArray(
          products.code,
          DEMO_FAVOURITES.flatMap((f) => f.products),
        ),
      ),
  );
  const terminalIds = codes(
    await tx
      .select({ code: terminals.code, id: terminals.id })
      .from(terminals)
      .where(
        inArray(
          terminals.code,
          DEMO_FAVOURITES.flatMap((f) => f.terminals),
        ),
      ),
  );
  const known = (ids: Map<string, number>, wanted: string[]) =>
    wanted.flatMap((code) => (ids.has(code) ? [ids.get(code)!] : []));
  await tx.insert(favourites).values(
    DEMO_FAVOURITES.map((f, i) => ({
      userId: buyer.id,
      name: f.name,
      config: {
        productIds: known(productIds, f.products),
        terminalIds: known(terminalIds, f.terminals),
        sellerIds: [],
      },
      sort: i + 1,
    })),
  );
}
