// Writes services/package.json and services/package-lock.json for the services stand-in image:
// s3rver and the AWS SDK (MinIO's part), smtp-server and mailparser (Mailpit's), at the versions
// the repository's own lock pins, with their whole dependency tree.
// A fresh `npm install` in the image resolved the SDK's newest transitive releases, which a
// registry mirror may list before it serves them. Run it after updating any of them.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../../../", import.meta.url).pathname;
const here = new URL("./services/", import.meta.url).pathname;
const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8"));
const WANTED = ["s3rver", "@aws-sdk/client-s3", "smtp-server", "mailparser"];

/** Where npm finds `name` from the package at `from`: its own node_modules, then each parent's. */
function resolve(name, from) {
  for (let dir = from;; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
    const path = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (lock.packages[path]) return path;
    if (!dir) throw new Error(`${name} is not in the lock (needed by ${from || "the root"})`);
  }
}

const packages = {};
const visit = (path) => {
  if (packages[path]) return;
  const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = lock.packages[path];
  packages[path] = entry;
  for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
    try {
      visit(resolve(name, path));
    } catch (e) {
      if (!entry.optionalDependencies?.[name]) throw e;
    }
  }
};
const dependencies = Object.fromEntries(WANTED.map((name) => [name, lock.packages[`node_modules/${name}`].version]));
for (const name of WANTED) visit(`node_modules/${name}`);

const manifest = { name: "services-standin", private: true, dependencies };
writeFileSync(join(here, "package.json"), JSON.stringify(manifest, null, 2) + "\n");
const sorted = Object.fromEntries(Object.keys(packages).sort().map((k) => [k, packages[k]]));
writeFileSync(
  join(here, "package-lock.json"),
  JSON.stringify({ name: "services-standin", lockfileVersion: 3, requires: true, packages: { "": manifest, ...sorted } }, null, 2) + "\n",
);
console.log(`${Object.keys(sorted).length} packages locked for ${WANTED.join(", ")}`);
