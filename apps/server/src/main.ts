import { loadConfig, ConfigError } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed/demo-seed';
import { buildApp } from './app';
import { startJobs } from './jobs';
import { resolvePlatform, syncPlatformSettings } from './plugins/platform';
import { FeatureFlagConsistencyError } from '@fuel/domain/brands/feature-flags';

/** config -> database -> migrate -> platform settings -> (demo seed) -> listen. */
async function main() {
  const config = loadConfig();
  // Refuse a bad brand/flag combination before touching the database.
  resolvePlatform(config.brand, config.featureOverrides);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp({ config, database });
  await syncPlatformSettings(app.db, app.platform);
  if (config.seedDemo) {
    const { seeded } = await seedDemoData(app.db, { brand: config.brand, now: new Date() });
    if (seeded) app.log.info('demo data written (password of every demo user: Demo!2026)');
  }
  let stopJobs: () => Promise<void> = async () => undefined;
  const close = async () => {
    await stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ host: config.host, port: config.port });
  // Simulator, market-window roll, pruning: in the leader process only (jobs/leader.ts).
  stopJobs = await startJobs(app);
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  app.log.info(`Fuelmarkt (brand ${config.brand}) on http://localhost:${config.port}, database: ${where}`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof FeatureFlagConsistencyError) {
    console.error(`Start refused: ${err.message}`);
  } else {
    console.error('Start failed:', err);
  }
  process.exit(1);
});
