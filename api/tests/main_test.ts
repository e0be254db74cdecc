import assert from "node:assert/strict";
import { databaseUrl, dropSchema, freshBucketName, freshSchemaName, tempDir } from "./harness.ts";

const MAIN = new URL("../main.ts", import.meta.url).pathname;

interface Running {
  url: string;
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
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  };
  const pumps = Promise.all([pump(child.stdout), pump(child.stderr)]);
  const deadline = Date.now() + 60_000;
  while (!/running at (http:\/\/\S+)/.test(text)) {
    if (Date.now() > deadline) throw new Error(`API did not start:\n${text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const url = /running at (http:\/\/\S+)/.exec(text)![1];
  return {
    url,
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
