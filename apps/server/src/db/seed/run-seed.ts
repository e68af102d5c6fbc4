// CLI: `npm run seed -w @fuel/server` opens the configured database (DATABASE_URL or DATA_DIR),
// applies migrations and writes the demo data unless users already exist.
import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { seedDemoData } from './demo-seed';

async function run() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const { seeded } = await seedDemoData(database.db, { brand: config.brand, now: new Date() });
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    console.log(
      seeded
        ? `Demo data written to ${where} (brand ${config.brand}); every demo password is Demo!2026.`
        : `Users already exist in ${where}; demo data left unchanged.`,
    );
  } finally {
    await database.close();
  }
}

run().catch((err) => {
  console.error('Seed failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
