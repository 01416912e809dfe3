import { BadgesService } from '../features/badges/badges.service.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_ACCOUNTS, seed } from '../seed/seed.ts';
import { ITEM_BANK } from '../content/item-bank/index.ts';
import { syncItemBank } from '../features/assessments/item-bank-sync.ts';
import { syncSkills } from '../reference/reference.repository.ts';
import { openFileStorage } from '../lib/storage/open-storage.ts';
import { runCli } from './run-cli.ts';

await runCli(async () => {
  const force = process.argv.includes('--force');
  const jobsAt = process.argv.indexOf('--jobs');
  const jobs = jobsAt >= 0 ? Number(process.argv[jobsAt + 1]) : undefined;
  if (jobs !== undefined && (!Number.isInteger(jobs) || jobs < 0))
    throw new Error('--jobs needs a whole number.');
  const config = loadConfig();
  if (config.env === 'production' && !force) {
    throw new Error('Refusing to seed with APP_ENV=production (pass --force if you really mean it).');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    // The skill tests the demo talent's attempts are drawn from.
    await syncSkills(database.db);
    await syncItemBank(database.db, ITEM_BANK);
    const started = Date.now();
    const badges = new BadgesService({ db: database.db, config });
    const result = await seed(database.db, {
      force,
      appKey: config.appKey,
      badges,
      certificates: badges,
      media: { storage: await openFileStorage(config), cacheDir: config.dataDir },
      ...(jobs !== undefined ? { jobs } : {}),
      onProgress: (done) => {
        if (done % 10_000 === 0) console.info(`  ${done} jobs…`);
      },
    });
    if (!result.seeded) {
      console.info(
        'The database already holds users; nothing seeded. Use `npm run db:seed -- --force` to add demo data.',
      );
      return;
    }
    console.info(
      `Seeded ${result.users} users and ${result.jobs} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s. Demo logins:`,
    );
    for (const account of Object.values(DEMO_ACCOUNTS))
      console.info(`  ${account.email} / ${account.password}`);
  } finally {
    await database.close();
  }
});
