import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_ACCOUNTS, seed } from '../db/seed.ts';
import { runCli } from './run-cli.ts';

await runCli(async () => {
  const force = process.argv.includes('--force');
  const config = loadConfig();
  if (config.env === 'production' && !force) {
    throw new Error('Refusing to seed with APP_ENV=production (pass --force if you really mean it).');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    const result = await seed(database.db, { force });
    if (!result.seeded) {
      console.info(
        'The database already holds users; nothing seeded. Use `npm run db:seed -- --force` to add demo data.',
      );
      return;
    }
    console.info(`Seeded ${result.users} users. Demo logins:`);
    for (const account of Object.values(DEMO_ACCOUNTS))
      console.info(`  ${account.email} / ${account.password}`);
  } finally {
    await database.close();
  }
});
