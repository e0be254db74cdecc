/**
 * `npm run admin:reset-password`: sets a new random password for the admin named by
 * ADMIN_USERNAME (or the only admin) in the configured database and prints it once; every
 * token of the account is refused from then on. With the embedded database (no DATABASE_URL),
 * stop the server first: its database folder is one process's alone.
 */
import { loadConfigOrExit } from "../config.ts";
import { databaseOptions, openDatabase } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { createLogger } from "../logger.ts";
import { resetAdminPassword } from "./bootstrap.ts";

const config = loadConfigOrExit();
try {
  const db = await openDatabase(databaseOptions(config));
  try {
    // The same schema the server would run on (a no-op when it is current).
    await migrate(db.sql);
    const { username, password } = await resetAdminPassword(db.sql, config, createLogger("warn"));
    console.log(`New password of the admin "${username}" (shown once, keep it safe):\n${password}`);
  } finally {
    await db.close();
  }
} catch (e) {
  console.error(`admin password reset failed: ${e instanceof Error ? e.message : e}`);
  Deno.exit(1);
}
