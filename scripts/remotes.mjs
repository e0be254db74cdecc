// The remotes, for the Node scripts that cannot import @institute/routes (TypeScript): the
// workspaces under remotes/. scripts/remotes.test.mjs holds them to the package's REMOTES.
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Each remote's name: its folder under remotes/ and its workspace @institute/<name>. */
export const REMOTES = readdirSync(join(root, "remotes"))
  .filter((name) => existsSync(join(root, "remotes", name, "package.json")))
  .sort();
