import { openDatabase } from '~/db/client.server';
import { databaseIsEmpty, seedDatabase } from '~/db/seed/index.server';
import { parseEnv } from '~/modules/config/env.server';

/** `npm run db:seed`: migrates, then loads reference and demo data into an empty database. */
const config = parseEnv(process.env);
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await handle.migrate();
  if (await databaseIsEmpty(handle.db)) {
    await seedDatabase(handle.db, { demoAccounts: config.APP_ENV !== 'production' });
    console.log('Seeded reference and demo data.');
  } else {
    console.log(
      'The database already has data; nothing was changed. (For a fresh embedded database, stop the app and delete the data directory.)',
    );
  }
} finally {
  await handle.close();
}
