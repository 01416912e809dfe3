import { BadgesService } from './features/badges/badges.service.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { withoutPassword } from './lib/database-url.ts';
import { openFileStorage } from './lib/storage/open-storage.ts';
import { migrate } from './db/migrate.ts';
import { userCount } from './seed/user-count.ts';
import { syncSkills } from './reference/reference.repository.ts';
import { ITEM_BANK } from './content/item-bank/index.ts';
import { syncItemBank } from './features/assessments/item-bank-sync.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * The database, migrated. A PostgreSQL server that cannot be reached or refuses us stops the process with the
 * setting to fix (its address, never its password), not a stack trace.
 */
async function openAndMigrate(settings: Config): Promise<Database> {
  let opened: Database | undefined;
  try {
    opened = await openDatabase({
      databaseUrl: settings.databaseUrl,
      dataDir: settings.dataDir,
      logError: (err) => console.warn(`database pool error: ${err.message}`),
    });
    await migrate(opened);
    return opened;
  } catch (err) {
    if (!settings.databaseUrl) throw err;
    await opened?.close().catch(() => undefined);
    const reason = err instanceof Error && err.message ? err.message : String(err);
    console.error(
      `Could not use the PostgreSQL database in DATABASE_URL (${withoutPassword(settings.databaseUrl)}): ${reason}\n` +
        'Check DATABASE_URL (host, port, user, password, database name) and that the server is running.',
    );
    process.exit(1);
  }
}

const config = readConfig();
const database = await openAndMigrate(config);
// Reference data every environment needs (the skills taxonomy ships with the code).
await syncSkills(database.db);
// The skill tests as written in content/item-bank (upserted by key; one hash comparison when nothing changed).
const changedTests = await syncItemBank(database.db, ITEM_BANK);
if (changedTests.length > 0) console.info(`Skill tests loaded: ${changedTests.join(', ')}`);
// First run on an empty database: the demo accounts, so a newcomer can log in straight away.
if (config.env !== 'production' && (await userCount(database.db)) === 0) {
  // The seed's libraries (faker, sharp, pdfkit) load for this first run only, not into every server process.
  const { DEMO_ACCOUNTS, seed } = await import('./seed/seed.ts');
  const badges = new BadgesService({ db: database.db, config });
  const storage = await openFileStorage(config);
  await seed(database.db, {
    appKey: config.appKey,
    badges,
    certificates: badges,
    // The file store: past masterclass talks' slides are generated PDFs, and the seeded courses' clips go there
    // (rendered clips are cached in the data folder).
    storage,
    media: { storage, cacheDir: config.dataDir },
  });
  console.info(
    `Seeded demo accounts: ${Object.values(DEMO_ACCOUNTS)
      .map((a) => `${a.email} / ${a.password}`)
      .join(', ')}`,
  );
}

const app = await buildApp({ db: database, config });

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info(`${signal} received, shutting down`);
  const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: process.env.HOST ?? '0.0.0.0' });
} catch (err) {
  app.log.error({ err }, 'could not start');
  await database.close();
  process.exit(1);
}
