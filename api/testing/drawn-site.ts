import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serverRenderer } from "../web/server-render.ts";
import { serverRenders, type WebRoots } from "../web/static.ts";
import { tempDir, type TestApp, writeFiles } from "./harness.ts";

// The front ends' own server renders, as `npm run build` writes them (the API suite builds first).
const renders = serverRenders(join(dirname(fileURLToPath(import.meta.url)), "../.."));

/** The public remote's build as deployed with the server: the registry names it, its manifest is served here. */
const DEPLOYED = { public: "/remotes/public/mf-manifest.json" };
const MANIFEST = { metaData: { remoteEntry: { name: "remoteEntry.js", path: "" } }, exposes: [] };

/**
 * The web roots of a site that draws its public pages as production does, with the built renders:
 * a shell of `index` and `registry`, and the public remote's `manifest`, in a folder removed by
 * `remove`. `render` is the drawing, its reads asked of the test app in process.
 */
export async function drawnSite(
  t: TestApp,
  index: string,
  { registry = DEPLOYED, manifest = MANIFEST }: { registry?: Record<string, string>; manifest?: object } = {},
) {
  assert.ok(existsSync(renders.shell) && existsSync(renders.remotes.public!), "the server renders are built (npm run build)");
  const dir = await tempDir();
  await writeFiles(dir.path, {
    "shell/index.html": index,
    "shell/remotes.json": JSON.stringify(registry),
    "public/mf-manifest.json": JSON.stringify(manifest),
  });
  const roots: WebRoots = { shell: join(dir.path, "shell"), remotes: { public: join(dir.path, "public") } };
  return { roots, render: serverRenderer(renders, t.deps, t.app), remove: dir.remove };
}
