/**
 * Test wiring over real backends. With DATABASE_URL the tests run in a fresh schema of
 * that PostgreSQL (dropped afterwards); otherwise in an in-memory embedded PGlite. With
 * S3_ENDPOINT the storage is a fresh bucket there; otherwise a temporary folder.
 */
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import postgres from "postgres";
import { type Env, loadConfig } from "../config.ts";
import { openDatabase, type Sql } from "../db/database.ts";
import { migrate, readMigrations } from "../db/migrate.ts";
import { countedQueries } from "../db/counted-queries.ts";
import type { Deps } from "../deps.ts";
import { tokenVersion } from "../auth/accounts.ts";
import { createTokenService, type Role } from "../auth/tokens.ts";
import { createLogger } from "../logger.ts";
import { startMail } from "../mail/mail.ts";
import { createPublicCache } from "../cache/public-cache.ts";
import { createUrlSigner } from "../stored-files/signed-url.ts";
import { keptEmbedded } from "./kept-embedded.ts";
import { keptSchema } from "./kept-schema.ts";
import { buildServer } from "../server.ts";
import { openLocalStorage } from "../storage/local.ts";
import { openS3Storage, type S3Settings } from "../storage/s3.ts";
import type { Storage } from "../storage/storage.ts";
import { copyNames, copyOf } from "../stored-files/resized-copies.ts";
import type { ResizedFolder } from "@institute/schemas";

export const TEST_SECRET = "test-secret-test-secret-test-secret!";
const suffix = () => crypto.randomUUID().replaceAll("-", "").slice(0, 12);

export const databaseUrl = () => Deno.env.get("DATABASE_URL") || undefined;
export const s3Endpoint = () => Deno.env.get("S3_ENDPOINT") || undefined;

export const freshSchemaName = () => `test_${suffix()}`;
export const freshBucketName = () => `test-${suffix()}`;

export async function dropSchema(url: string, schema: string) {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop schema if exists "${schema}" cascade`);
  await admin.end();
}

/** A fresh database: a new schema of DATABASE_URL, or a new in-memory PGlite (empty, or from `image`). */
export async function testDatabase({ image, poolSize = 5 }: { image?: Blob; poolSize?: number } = {}) {
  const url = databaseUrl();
  const schema = url ? freshSchemaName() : undefined;
  const db = await openDatabase({ url, schema, poolSize, embeddedImage: image });
  return {
    ...db,
    schema,
    async close() {
      await db.close();
      if (url && schema) await dropSchema(url, schema);
    },
  };
}

export interface S3Server {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  stop(): Promise<void>;
}

/** The configured S3 server, or a private s3rver (always private with `own`, for tests that stop it). */
export async function s3Server({ own = false } = {}): Promise<S3Server> {
  const endpoint = s3Endpoint();
  if (endpoint && !own) {
    return { endpoint, accessKey: Deno.env.get("S3_ACCESS_KEY")!, secretKey: Deno.env.get("S3_SECRET_KEY")!, stop: async () => {} };
  }
  const child = new Deno.Command("node", { args: ["--openssl-legacy-provider", "scripts/s3rver.mjs"], stdout: "piped", stderr: "inherit" })
    .spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  while (!text.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("s3rver exited before it was ready");
    text += value;
  }
  reader.releaseLock();
  const info = JSON.parse(text.split("\n")[0]);
  return {
    ...info,
    async stop() {
      child.kill("SIGTERM");
      await child.status;
      await child.stdout.cancel().catch(() => {});
    },
  };
}

export async function testS3Storage(server: S3Server, options: Pick<S3Settings, "listPageSize"> = {}): Promise<Storage> {
  return await openS3Storage({
    endpoint: server.endpoint,
    bucket: freshBucketName(),
    accessKeyId: server.accessKey,
    secretAccessKey: server.secretKey,
    region: "us-east-1",
    ...options,
  });
}

export async function tempDir(): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await Deno.makeTempDir({ prefix: "institute-test-" });
  return { path, remove: () => Deno.remove(path, { recursive: true }).catch(() => {}) };
}

/** Writes each file under `root`, making the folders it needs. */
export async function writeFiles(root: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    await Deno.mkdir(dirname(join(root, path)), { recursive: true });
    await Deno.writeTextFile(join(root, path), text);
  }
}

/** A logger that keeps its lines; `written(n)` resolves once it has written n of them. */
export function captureLogger() {
  const lines: string[] = [];
  const waiting = new Set<{ count: number; done: () => void }>();
  const log = createLogger("debug", (line) => {
    lines.push(line);
    for (const wait of waiting) if (lines.length >= wait.count) wait.done();
  });
  const written = (count: number) =>
    new Promise<void>((done) => {
      if (lines.length >= count) return done();
      const wait = { count, done: () => (waiting.delete(wait), done()) };
      waiting.add(wait);
    });
  return { log, lines, written };
}

export interface TestApp {
  deps: Deps;
  app: ReturnType<typeof buildServer>;
  logLines: string[];
  close(): Promise<void>;
}

let migratedImage: Promise<Blob> | undefined;

// `deno test` handed several files runs each in an isolate of its own, where a module's cache
// lasts one file (the suite runs them in one: every-test-file.ts): the image is kept on disk for
// the files and runs after the first (an empty PGlite's initdb takes seconds, starting one from
// the image a tenth of that). Keyed by the migrations and PGlite's
// version, so a change to either makes a new one.
const IMAGE_DIR = new URL("../../node_modules/.cache/institute-api-tests/", import.meta.url);

async function imageFile(): Promise<URL> {
  const migrations = await readMigrations();
  const pglite =
    JSON.parse(await Deno.readTextFile(new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url))).version;
  const text = new TextEncoder().encode(JSON.stringify([pglite, migrations]));
  const hash = Array.from(new Uint8Array(await crypto.subtle.digest("SHA-256", text)), (b) => b.toString(16).padStart(2, "0")).join("");
  return new URL(`migrated-${hash.slice(0, 16)}.tar`, IMAGE_DIR);
}

/**
 * An embedded database with every migration applied, made once per test run and kept on disk:
 * starting PGlite from it takes a fraction of initdb plus the migrations, which each test app
 * would otherwise pay.
 */
function migratedEmbeddedImage(): Promise<Blob> {
  migratedImage ??= (async () => {
    const file = await imageFile();
    try {
      return new Blob([await Deno.readFile(file)]);
    } catch (e) {
      if (!(e instanceof Deno.errors.NotFound)) throw e;
    }
    const db = await testDatabase();
    try {
      await migrate(db.sql);
      const image = await db.snapshot!();
      // Written aside and renamed: test files started side by side never read half an image.
      await Deno.mkdir(IMAGE_DIR, { recursive: true });
      const partial = new URL(`${file.pathname.split("/").pop()}.${suffix()}`, IMAGE_DIR);
      await Deno.writeFile(partial, new Uint8Array(await image.arrayBuffer()));
      await Deno.rename(partial, file);
      return image;
    } finally {
      await db.close();
    }
  })();
  return migratedImage;
}

const embedded = keptEmbedded(migratedEmbeddedImage);
const url = databaseUrl();
const schemas = url ? keptSchema(url, freshSchemaName) : undefined;
Deno.test.afterAll(() => schemas?.drop());

/**
 * A migrated database as the migrations left it: the kept schema of DATABASE_URL put back (a new
 * schema, migrated, for a role that cannot keep one), or the kept embedded one put back.
 */
async function migratedDatabase() {
  if (url) {
    const schema = await schemas?.take();
    if (schema) return await openDatabase({ url, schema, poolSize: 5 });
    const db = await testDatabase();
    await migrate(db.sql);
    return db;
  }
  return await openDatabase({ poolSize: 1, embeddedInstance: await embedded.take() });
}

/** The real server over a fresh migrated database and storage (S3 when configured, else a temp folder). */
export async function startTestApp(overrides: Partial<Env> = {}): Promise<TestApp> {
  const db = await migratedDatabase();
  const dir = await tempDir();
  const s3 = s3Endpoint() ? await s3Server() : null;
  const storage = s3 ? await testS3Storage(s3) : await openLocalStorage(`${dir.path}/uploads`);
  const { log, lines } = captureLogger();
  const config = { ...loadConfig({ APP_ENV: "test", DATA_DIR: dir.path, SERVE_WEB: "false" }), ...overrides };
  const { sql, sent: queriesSent } = countedQueries(db.sql);
  const cache = await createPublicCache(sql, log);
  const mail = startMail(config, sql, log, TEST_SECRET);
  const deps: Deps = {
    config,
    sql,
    queriesSent,
    storage,
    tokens: createTokenService(TEST_SECRET),
    signer: createUrlSigner(TEST_SECRET),
    cache,
    log,
    mail,
  };
  return {
    deps,
    app: buildServer(deps),
    logLines: lines,
    async close() {
      await mail.stop();
      await cache.close();
      await storage.close();
      await s3?.stop();
      await db.close();
      await dir.remove();
    },
  };
}

/** A table's columns, sorted: a test holds them to the fields its schema declares. */
export const tableColumns = async (sql: Sql, table: string) =>
  (await sql<{ column_name: string }[]>`select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`).map((c) => c.column_name).sort();

// Tests assert response bodies field by field; a loose type keeps them readable.
// deno-lint-ignore no-explicit-any
export async function json(res: Response): Promise<any> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`Expected JSON, got ${res.status}: ${text.slice(0, 200)}`);
  }
}

/** A token as a login signs it: for the account's current version (0 for an account that does not exist). */
export async function tokenFor(t: TestApp, role: Role, id: number, name: string): Promise<string> {
  return t.deps.tokens.sign({ id, role, name, version: (await tokenVersion(t.deps.sql, role, id)) ?? 0 });
}

/** A token of an admin account that exists: the account is made on first use. */
export async function adminToken(t: TestApp, id = 1): Promise<string> {
  await t.deps.sql`
    insert into admins (id, username, name, password_hash) values (${id}, ${`test-admin-${id}`}, 'Test Admin', 'no login')
    on conflict (id) do nothing`;
  // Ids given by hand leave the sequence behind: later inserts must not collide with them.
  await t.deps.sql`select setval(pg_get_serial_sequence('admins', 'id'), (select max(id) from admins))`;
  return tokenFor(t, "admin", id, "Test Admin");
}

/** A student token for this id; for an id with no student, a token the API refuses (401). */
export const studentToken = (t: TestApp, id = 1) => tokenFor(t, "student", id, "Test Student");

/** A multipart body: strings as fields, `[bytes, filename]` as files. */
export function form(fields: Record<string, string | number | [Uint8Array, string] | [Uint8Array, string][]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    const values = Array.isArray(value) && Array.isArray(value[0]) ? (value as [Uint8Array, string][]) : [value];
    for (const v of values) {
      if (Array.isArray(v)) data.append(key, new File([v[0] as BlobPart], v[1] as string));
      else data.append(key, String(v));
    }
  }
  return data;
}

/**
 * Sends each case's input and expects the validation answer: a 400 whose issues include one at
 * the case's path with its message.
 */
export async function expectIssues<T>(cases: [T, string, string][], send: (input: T) => Response | Promise<Response>) {
  for (const [input, path, message] of cases) {
    const res = await send(input);
    assert.equal(res.status, 400, JSON.stringify(input).slice(0, 80));
    const body = await json(res);
    assert.ok(body.issues.some((i: { path: string; message: string }) => i.path === path && i.message === message), JSON.stringify(body));
  }
}

/** Calls the app like a browser would: JSON or form bodies, a token if given. */
export function call(
  t: TestApp,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) body = options.form;
  return t.app.request(path, { method, headers, body });
}

/**
 * A public read is cached: the first read is a miss with an ETag, the next a hit with the same
 * ETag, which then answers 304. Returns the ETag, to check that a write changes it.
 */
export async function expectCachedWithEtag(t: TestApp, path: string): Promise<string> {
  const first = await call(t, "GET", path);
  assert.equal(first.headers.get("x-cache"), "miss");
  const etag = first.headers.get("etag")!;
  assert.ok(etag);
  await first.body?.cancel();
  const hit = await call(t, "GET", path);
  assert.equal(hit.headers.get("x-cache"), "hit");
  assert.equal(hit.headers.get("etag"), etag);
  await hit.body?.cancel();
  assert.equal((await call(t, "GET", path, { headers: { "If-None-Match": etag } })).status, 304);
  return etag;
}

/** Runs `fn` against a fresh app (no account in it), and always closes the app. */
export async function withTestApp(fn: (t: TestApp) => Promise<void>, overrides: Partial<Env> = {}) {
  const t = await startTestApp(overrides);
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}

/** Runs `fn` against a fresh app with an admin token, and always closes the app. */
export async function withApp(fn: (t: TestApp, adminToken: string) => Promise<void>, overrides: Partial<Env> = {}) {
  const t = await startTestApp(overrides);
  try {
    await fn(t, await adminToken(t));
  } finally {
    await t.close();
  }
}

/**
 * The originals stored in a folder of the public site's images, in listing order, after checking
 * that each is stored with exactly its resized copies: a copy left without its original, or an
 * original missing one, fails.
 */
export async function storedImages(storage: Storage, folder: ResizedFolder): Promise<string[]> {
  const names = await storage.list(folder);
  const originals = names.filter((name) => !copyOf(name));
  const expected = originals.flatMap((name) => [name, ...copyNames(folder, name)]);
  assert.deepEqual([...names].sort(), expected.sort(), `${folder}: each image with its copies, no copy without its image`);
  return originals;
}
