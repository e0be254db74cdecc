import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";

export const adminCredentials = { username: "admin", password: "e2e-admin-password" };

/** Which database a worker's server runs on: the suite's (DATABASE_URL when set), or the embedded default. */
export type Database = "configured" | "embedded";

export interface WorkerServer {
  url: string;
  /** The built front ends this server serves: a copy of the checkout's, the worker's to rebuild. */
  webRoot: string;
  stop(): Promise<void>;
}

const root = join(import.meta.dirname, "../..");
// What the server reads of a build: each front end's dist/, and the server renders (api/web/static.ts).
const BUILT = [
  "shells/host/dist",
  "shells/host/dist-server",
  "remotes/public/dist",
  "remotes/public/dist-server",
  "remotes/portal/dist",
  "remotes/admin/dist",
];

/**
 * A copy of the built front ends inside the checkout (a server render imports React and the
 * router from the checkout's node_modules, found by walking up from its file).
 */
function copyWebRoot(name: string): string {
  const parent = join(root, ".test-results", "e2e-web");
  mkdirSync(parent, { recursive: true });
  const webRoot = mkdtempSync(join(parent, `${name}-`));
  for (const dir of BUILT) {
    if (!existsSync(join(root, dir))) throw new Error(`${dir} is missing: the browser suite serves the built front ends (npm run build)`);
    cpSync(join(root, dir), join(webRoot, dir), { recursive: true });
  }
  return webRoot;
}

/** `npm run api`'s command, run without npm in between: its exit is the server's, after its shutdown. */
function apiCommand(): [string, string[]] {
  const [deno, ...args] = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.api.split(" ");
  return [join(root, "node_modules/.bin", deno), args];
}

/**
 * The real server (`npm run api`) for one Playwright worker: its own port, data folder, web root
 * and database (a fresh schema of DATABASE_URL, dropped when it stops; or the embedded database in
 * its data folder), so that workers side by side never see each other's writes; its mail goes to
 * the worker's SMTP server.
 */
export async function startWorkerServer(name: string, database: Database, smtpUrl: string, deadlineMs: number): Promise<WorkerServer> {
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const url = database === "configured" ? process.env.DATABASE_URL || "" : "";
  const schema = url ? `e2e_${name.replace(/\W/g, "_")}_${Date.now().toString(36)}` : "";
  const dataDir = mkdtempSync(join(tmpdir(), `institute-e2e-${name}-`));
  const webRoot = copyWebRoot(name);
  const [command, args] = apiCommand();
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      // The system picks a free port, which the server names once it listens.
      PORT: "0",
      HOST: "127.0.0.1",
      APP_ENV: "test",
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      ...(database === "embedded" ? { S3_ENDPOINT: "" } : {}),
      ADMIN_USERNAME: adminCredentials.username,
      ADMIN_PASSWORD: adminCredentials.password,
      SMTP_URL: smtpUrl,
      LOG_LEVEL: "warn",
      // The suites send a dozen registrations, a score of inquiries and, breaking remotes on
      // purpose, dozens of error reports from one address within minutes; the per-address limits
      // of public writes (tested in the API suite) would refuse them.
      LIMIT_CONTACTS_PER_10_MINUTES: "0",
      LIMIT_INQUIRIES_PER_10_MINUTES: "0",
      LIMIT_REGISTRATIONS_PER_10_MINUTES: "0",
      LIMIT_CLIENT_ERRORS_PER_10_MINUTES: "0",
    },
  });
  child.stderr!.on("data", (chunk) => process.stderr.write(`[${name} server] ${chunk}`));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, "exit");
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webRoot, { recursive: true, force: true });
    if (url && schema) {
      const sql = postgres(url, { max: 1, onnotice: () => {} });
      await sql.unsafe(`drop schema if exists "${schema}" cascade`);
      await sql.end();
    }
  };
  try {
    const port = await new Promise<string>((resolve, reject) => {
      let output = "";
      child.stdout!.on("data", (chunk) => {
        output += chunk;
        const listening = /running at http:\/\/localhost:(\d+)/.exec(output);
        if (listening) resolve(listening[1]);
      });
      child.once("exit", (code) => reject(new Error(`the server exited (${code}) before it listened:\n${output}`)));
      // Before the fixture's own timeout, which would say nothing of the server: what it printed
      // (at LOG_LEVEL=warn) and how long it had, for a start that stalls.
      setTimeout(
        () => reject(new Error(`the server did not listen within ${seconds()} s; it printed:\n${output || "(nothing)"}`)),
        deadlineMs,
      )
        .unref();
    });
    // How long a start takes in each run, beside everything else the run does at that moment.
    process.stderr.write(`[${name} server] listening after ${seconds()} s\n`);
    return { url: `http://127.0.0.1:${port}`, webRoot, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
