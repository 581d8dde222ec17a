/**
 * `npm run db:migrate` / `npm run db:seed`: applies the migrations or the seed to
 * DATABASE_URL, or to the embedded database in DATA_DIR when it is not set.
 */
import { openPglite, openPostgres } from "../lib/db/connection";
import { runMigrations, runSeedOnce } from "../lib/db/migrate";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: tsx scripts/db.ts migrate|seed");
  process.exit(2);
}

const url = process.env.DATABASE_URL;
const handle = url ? openPostgres(url, { max: 1 }) : await openPglite(process.env.DATA_DIR || ".data");
try {
  if (command === "migrate") {
    await runMigrations(handle);
    console.log(`Migrations applied (${handle.kind}).`);
  } else {
    const ran = await runSeedOnce(handle, {
      demoUsername: process.env.DEMO_USERNAME,
      demoPassword: process.env.DEMO_PASSWORD,
    });
    console.log(ran ? `Seed applied (${handle.kind}).` : "Already seeded; nothing to do.");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
