import { eq } from 'drizzle-orm';
import { businessDate } from '@fuel/domain/offers/business-time';
import { addDays } from '@fuel/domain/calendar/days';
import type { DbOrTx } from '../client';
import { newsItems, users } from '../schema';
import type { DemoAccountKey } from './demo-accounts';

/**
 * News of the demo sellers (issue 16), dated relative to the seed's clock: Heizöl Schmidt (kaeufer)
 * reads Hanseatische's in its news box, Energiehandel Bauer (bauer) Süddeutsche's, the Aviat group
 * Hanseatische's and Rhein-Ruhr's. One Hanseatische item is dated ahead and shows only in the editor
 * until its day.
 */
const DEMO_NEWS: Array<{ seller: DemoAccountKey; author: string; daysAgo: number; text: string }> = [
  {
    seller: 'hanseatische',
    author: 'verkaeufer',
    daysAgo: 0,
    text: 'Heizöl schwefelarm ab Bremen Industriehafen: heute zusätzliche Ladeslots von 14:00 bis 18:00 Uhr.',
  },
  {
    seller: 'hanseatische',
    author: 'disposition',
    daysAgo: 2,
    text: 'Wartungsarbeiten im Tanklager Hamburg-Harburg am Samstag: Abholungen bitte bis Freitag 16:00 Uhr disponieren.',
  },
  {
    seller: 'hanseatische',
    author: 'verkaeufer',
    daysAgo: 9,
    text: 'Neu im Sortiment: Diesel B7 mit Winteradditiv (CFPP -20 °C) an allen norddeutschen Terminals.',
  },
  {
    seller: 'hanseatische',
    author: 'verkaeufer',
    daysAgo: 30,
    text: 'Unsere Disposition ist ab sofort auch samstags von 8:00 bis 12:00 Uhr telefonisch erreichbar.',
  },
  {
    seller: 'hanseatische',
    author: 'verkaeufer',
    daysAgo: -3,
    text: 'Vorankündigung: Zwischen den Jahren gelten verkürzte Ladezeiten. Details folgen.',
  },
  {
    seller: 'rheinRuhr',
    author: 'verkaeufer-rhein',
    daysAgo: 1,
    text: 'Niedrigwasser am Rhein: Bei Abholungen in Duisburg-Ruhrort ist mit längeren Wartezeiten zu rechnen.',
  },
  {
    seller: 'rheinRuhr',
    author: 'verkaeufer-rhein',
    daysAgo: 14,
    text: 'Köln-Godorf: Die zweite Füllstraße ist wieder in Betrieb.',
  },
  {
    seller: 'sueddeutsche',
    author: 'verkaeufer-sued',
    daysAgo: 4,
    text: 'Heizöl-Premium ab Karlsruhe Rheinhafen jetzt auch in Teilmengen ab 5 m³.',
  },
];

export async function writeDemoNews(
  tx: DbOrTx,
  accountId: (key: DemoAccountKey) => number,
  opts: { now: Date },
): Promise<void> {
  const today = businessDate(opts.now);
  const authors = new Map<string, number>();
  for (const username of new Set(DEMO_NEWS.map((n) => n.author))) {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
    if (!row) throw new Error(`demo data: unknown user ${username}`);
    authors.set(username, row.id);
  }
  await tx.insert(newsItems).values(
    DEMO_NEWS.map((n, i) => {
      // Written on its day (or today for the item announced ahead), a minute apart, so the order is stable.
      const written = new Date(
        opts.now.getTime() - Math.max(n.daysAgo, 0) * 86_400_000 - (DEMO_NEWS.length - i) * 60_000,
      );
      return {
        sellerAccountId: accountId(n.seller),
        authorUserId: authors.get(n.author)!,
        date: addDays(today, -n.daysAgo),
        text: n.text,
        createdAt: written,
        updatedAt: written,
      };
    }),
  );
}
