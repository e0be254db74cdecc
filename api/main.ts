import { ensureAdmin } from "./admin/bootstrap.ts";
import { loadConfigOrExit } from "./config.ts";
import { databaseOptions, openDatabase } from "./db/database.ts";
import { migrate } from "./db/migrate.ts";
import { countedQueries } from "./db/counted-queries.ts";
import { createTokenService } from "./auth/tokens.ts";
import { createPublicCache } from "./cache/public-cache.ts";
import { createUrlSigner } from "./stored-files/signed-url.ts";
import { createLogger } from "./logger.ts";
import { makeDataPrivate } from "./stored-files/private-data.ts";
import { scheduleOrphanSweeps } from "./stored-files/orphan-sweep.ts";
import { jwtSecret } from "./auth/secret.ts";
import { seedDemoContent } from "./seed/demo.ts";
import { buildServer } from "./server.ts";
import { warmServerRenders } from "./web/server-render.ts";
import { serverRenders } from "./web/static.ts";
import { openStorage } from "./storage/index.ts";
import { startMail } from "./mail/mail.ts";

const config = loadConfigOrExit();

const log = createLogger(config.LOG_LEVEL);
await makeDataPrivate(config.DATA_DIR, log);
const db = await openDatabase(databaseOptions(config));
log.info("database open", { mode: db.mode, schema: config.DATABASE_SCHEMA });
const { sql, sent: queriesSent } = countedQueries(db.sql);
const applied = await migrate(sql);
if (applied.length) log.info("migrations applied", { versions: applied.join(",") });
const storage = await openStorage(config);
log.info("storage open", { driver: storage.driver });

const admin = await ensureAdmin(sql, config, log);
if (config.SEED_DEMO) {
  const seeded = await seedDemoContent(sql, storage);
  if (seeded) log.info("seeded demo content");
}

const secret = await jwtSecret(config);
const cache = await createPublicCache(sql, log);
const mail = startMail(config, sql, log, secret);
const app = buildServer({
  config,
  sql,
  queriesSent,
  storage,
  tokens: createTokenService(secret),
  signer: createUrlSigner(secret),
  cache,
  log,
  mail,
});
if (config.SERVE_WEB || config.SHELL_INDEX_URL) void warmServerRenders(serverRenders(config.WEB_ROOT), log);

const server = Deno.serve({
  port: config.PORT,
  hostname: config.HOST,
  onListen: ({ port }) => {
    const url = `http://localhost:${port}`;
    console.log(`\n  Institute is running at ${url}`);
    if (admin && !config.ADMIN_PASSWORD) {
      console.log(`  Admin login: ${url}/admin  username: ${admin.username}  password: ${admin.password}`);
      console.log(`  (also saved in ${config.DATA_DIR}/admin-password.txt)`);
    }
    console.log("");
  },
}, app.fetch);

const sweeps = config.ORPHAN_SWEEP_INTERVAL_MINUTES > 0
  ? scheduleOrphanSweeps({ sql, storage, log }, {
    // A minute in: out of the way of the start-up work and the first requests.
    firstAfterMs: 60_000,
    everyMs: config.ORPHAN_SWEEP_INTERVAL_MINUTES * 60_000,
    graceMs: config.ORPHAN_SWEEP_GRACE_MINUTES * 60_000,
    auditRetentionDays: config.AUDIT_RETENTION_DAYS,
  })
  : null;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info("shutting down", { signal });
  // shutdown() stops accepting and waits for requests in flight, and no sweep or mail may start
  // meanwhile; only then do the pools close.
  await Promise.all([server.shutdown(), sweeps?.stop(), mail.stop()]);
  await cache.close();
  await storage.close();
  await db.close();
  log.info("stopped");
  Deno.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) Deno.addSignalListener(signal, () => shutdown(signal));
