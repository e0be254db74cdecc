// A Docker engine with Compose v2 on this machine, installed and started when missing:
// Debian's docker.io (engine and a client that builds with BuildKit), Compose v2 from the
// docker-compose package of Debian trixie (Debian 12 carries only Compose v1; the trixie
// build needs nothing newer than Debian 12's libc), mmdebstrap for the stand-in images, and wrk,
// which measures the pages through the stack (tests/wrk.mjs).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Debian's client: a newer one found first on the PATH may lack buildx and refuse BuildKit builds.
// Looked up after docker.io is installed: on a clean machine it is not there when this loads.
const debianClient = () => (existsSync("/usr/bin/docker") ? "/usr/bin/docker" : "docker");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const quiet = (cmd, args) => spawnSync(cmd, args, { stdio: "ignore" }).status === 0;

function aptInstall(packages) {
  console.log(`installing ${packages.join(", ")} from Debian`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

function installCompose() {
  console.log("installing Compose v2 (docker-compose from Debian trixie)");
  const dir = mkdtempSync(join(tmpdir(), "trixie-"));
  try {
    writeFileSync(
      join(dir, "sources.list"),
      "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main\n",
    );
    const apt = [
      "-o",
      `Dir::Etc::SourceList=${dir}/sources.list`,
      "-o",
      "Dir::Etc::SourceParts=/dev/null",
      "-o",
      `Dir::State::Lists=${dir}/lists`,
      "-o",
      `Dir::Cache=${dir}/cache`,
    ];
    execFileSync("mkdir", ["-p", `${dir}/lists/partial`, `${dir}/cache/archives/partial`]);
    execFileSync("apt-get", [...apt, "update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", [...apt, "download", "docker-compose"], { cwd: dir, stdio: "ignore" });
    const deb = readdirSync(dir).find((f) => f.endsWith(".deb"));
    if (!deb) throw new Error("apt-get download docker-compose fetched no package");
    execFileSync("dpkg", ["-i", join(dir, deb)], { stdio: "ignore" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Makes sure the engine runs and `docker compose` is v2; returns the client's path. */
export async function ensureEngine() {
  const missing = [];
  if (!existsSync("/usr/sbin/dockerd") && !existsSync("/usr/bin/dockerd")) missing.push("docker.io");
  if (!existsSync("/usr/bin/mmdebstrap")) missing.push("mmdebstrap");
  if (!existsSync("/usr/bin/wrk")) missing.push("wrk");
  if (missing.length) aptInstall(missing);
  const docker = debianClient();
  if (!/v?2\./.test(spawnSync(docker, ["compose", "version", "--short"], { encoding: "utf8" }).stdout ?? "")) installCompose();
  if (!quiet(docker, ["info"])) {
    console.log("starting dockerd (log: /var/log/dockerd-test.log)");
    const log = openSync("/var/log/dockerd-test.log", "a");
    spawn("dockerd", [], { detached: true, stdio: ["ignore", log, log] }).unref();
    // dockerd announces nothing when its socket answers: asked again until it does.
    for (let i = 0; i < 60 && !quiet(docker, ["info"]); i++) await sleep(500);
    if (!quiet(docker, ["info"])) throw new Error("dockerd did not start; see /var/log/dockerd-test.log");
  }
  return docker;
}
