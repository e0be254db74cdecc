import assert from "node:assert/strict";
import { join } from "node:path";
import { png } from "./testing/fixtures.ts";
import { databaseUrl, dropSchema, form, freshBucketName, freshSchemaName, tempDir } from "./testing/harness.ts";

const MAIN = new URL("./main.ts", import.meta.url).pathname;

interface Running {
  url: string;
  pid: number;
  output: () => string;
  stop(signal?: Deno.Signal): Promise<Deno.CommandStatus>;
}

/** Starts the real entry point as its own process and waits for it to listen. */
async function startApi(env: Record<string, string>): Promise<Running> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-ffi", "--allow-sys", MAIN],
    env: { PORT: "0", HOST: "127.0.0.1", SERVE_WEB: "false", NO_COLOR: "1", ...env },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let text = "";
  let heard = () => {};
  const listening = new Promise<void>((done) => (heard = done));
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      text += decoder.decode(chunk, { stream: true });
      if (/running at http:\/\/\S+/.test(text)) heard();
    }
  };
  const pumps = Promise.all([pump(child.stdout), pump(child.stderr)]);
  // The streams end when the process exits: then it stopped before it listened.
  await Promise.race([listening, pumps]);
  const url = /running at (http:\/\/\S+)/.exec(text)?.[1];
  if (!url) throw new Error(`API exited before it listened:\n${text}`);
  return {
    url,
    pid: child.pid,
    output: () => text,
    async stop(signal: Deno.Signal = "SIGTERM") {
      child.kill(signal);
      const status = await child.status;
      await pumps;
      return status;
    },
  };
}

Deno.test("main: starts on embedded defaults, seeds once, keeps data across restarts, stops gracefully", async () => {
  const dir = await tempDir();
  // On a shared PostgreSQL / S3 the process gets its own schema and bucket.
  const schema = databaseUrl() ? freshSchemaName() : "";
  try {
    const env = { DATA_DIR: dir.path, DATABASE_SCHEMA: schema, S3_BUCKET: freshBucketName() };
    const first = await startApi(env);
    const health = await fetch(`${first.url}/api/health`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: "ok", db: "ok", storage: "ok" });
    const status = await first.stop("SIGTERM");
    assert.equal(status.code, 0);
    assert.match(first.output(), /seeded demo content/);
    assert.match(first.output(), /Admin login: .*username: admin {2}password: \S+/);
    assert.match(first.output(), /shutting down signal=SIGTERM[\s\S]*stopped/);

    const second = await startApi(env);
    assert.equal((await fetch(`${second.url}/api/health`)).status, 200);
    assert.equal((await second.stop("SIGINT")).code, 0);
    assert.doesNotMatch(second.output(), /seeded demo content|Admin login/);
    assert.match(second.output(), databaseUrl() ? /database open mode=postgres/ : /database open mode=embedded/);
  } finally {
    if (schema) await dropSchema(databaseUrl()!, schema);
    await dir.remove();
  }
});

/** The TCP ports a process listens on, as `ss` (iproute2) lists them. */
async function listeningPorts(pid: number): Promise<number[]> {
  const out = await new Deno.Command("ss", { args: ["-Hltnp"], stdout: "piped" }).output();
  return new TextDecoder().decode(out.stdout).split("\n")
    .filter((line) => line.includes(`pid=${pid},`))
    .map((line) => Number(line.trim().split(/\s+/)[3].split(":").at(-1)));
}

/**
 * Paths under `dir` that let group or others in: any folder, and any file but the embedded
 * database's. Deno's node:fs applies an explicit file mode without the umask, so PGlite's
 * files keep its 0666; the 0700 folders above them keep every other user out all the same.
 */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = [];
  const info = await Deno.lstat(dir);
  const pglite = /\/pg\//.test(dir);
  if ((info.mode! & 0o077) !== 0 && (info.isDirectory || !pglite)) found.push(`${dir} ${(info.mode! & 0o777).toString(8)}`);
  if (info.isDirectory) { for await (const e of Deno.readDir(dir)) found.push(...await openToOthers(join(dir, e.name))); }
  return found;
}

Deno.test("main: the embedded database listens on no TCP port, and DATA_DIR is for the server's user alone", async () => {
  const dir = await tempDir();
  const schema = databaseUrl() ? freshSchemaName() : "";
  try {
    // What an older version (or a careless copy) left: a folder and a file open to everyone.
    await Deno.chmod(dir.path, 0o755);
    await Deno.writeTextFile(join(dir.path, "notes.txt"), "left over", { mode: 0o644 });
    await Deno.chmod(join(dir.path, "notes.txt"), 0o644);
    const env = {
      DATA_DIR: dir.path,
      DATABASE_SCHEMA: schema,
      S3_BUCKET: freshBucketName(),
      ADMIN_USERNAME: "admin",
      ADMIN_PASSWORD: "private-data-test",
    };
    const api = await startApi(env);
    try {
      const port = Number(new URL(api.url).port);
      assert.deepEqual(await listeningPorts(api.pid), [port]);
      const login = await fetch(`${api.url}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: "admin", password: "private-data-test" }),
      });
      const { token } = await login.json();
      const upload = await fetch(`${api.url}/api/gallery/upload`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        body: form({ images: [[png(), "private.png"]] }),
      });
      assert.equal(upload.status, 201);
      assert.deepEqual(await openToOthers(dir.path), []);
      assert.match(api.output(), /tightened permissions under DATA_DIR .*entries=2/);
    } finally {
      await api.stop();
    }
  } finally {
    if (schema) await dropSchema(databaseUrl()!, schema);
    await dir.remove();
  }
});

Deno.test("main: a wrong configuration stops the start with every problem named", async () => {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-env", "--allow-read", "--allow-write", "--allow-net", "--allow-ffi", "--allow-sys", MAIN],
    env: { PORT: "not-a-port", APP_ENV: "production", JWT_SECRET: "", DATABASE_URL: "http://nope", NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(out.code, 1);
  const text = new TextDecoder().decode(out.stderr);
  assert.match(text, /Invalid configuration/);
  assert.match(text, /PORT/);
  assert.match(text, /DATABASE_URL/);
  assert.doesNotMatch(text, /at .*\.ts:\d+/);
});
