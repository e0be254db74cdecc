import { expect, test } from "./fixtures";
import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { countReactRenderers } from "../browser.mjs";
import { collectConsoleErrors } from "./console-errors";
import { withHandedData, withoutHandedData } from "./helpers.ts";

// What the home page may send twice, of about 600 KB of code before compression (what it is:
// docs/decisions.md, "Code sent twice").
const DUPLICATE_MODULE_MAX_BYTES = 2_500;
const DUPLICATES_MAX_BYTES = 10_000;

test("the API answers health on the same origin as the site", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: "ok", db: "ok", storage: "ok" });
});

test("the shell loads each remote on its routes with one React and no errors", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const renderers = await countReactRenderers(page);
  const remoteRequests: string[] = [];
  page.on("request", (r) => {
    const m = /\/remotes\/(\w+)\/remoteEntry/.exec(r.url());
    if (m) remoteRequests.push(m[1]);
  });

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Northwind IT Academy" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(String(new Date().getFullYear()));
  // Remotes load lazily: only the public one so far.
  expect(remoteRequests).toEqual(["public"]);

  await page.goto("/student-login");
  await expect(page.getByRole("heading", { level: 1, name: "Student Login" })).toBeVisible();

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);

  expect(await renderers()).toBe(1);
  expect(errors.filter((e) => /Invalid hook call|more than one copy of React/i.test(e))).toEqual([]);
  expect(errors).toEqual([]);
});

test("a remote whose URL in the runtime manifest is dead shows Retry in its place; Retry recovers once it is back", async ({ page, baseURL }) => {
  // remotes.json is the deploy-time manifest: point the admin remote at URLs where nothing answers,
  // on the page's own origin (its Content-Security-Policy admits no other; the deployment's nginx
  // extends it for remotes hosted elsewhere).
  const dead = `${baseURL}/down`;
  // The page hands the shell the real registry: without it, the shell fetches the one routed here.
  await withoutHandedData(page, "/admin");
  await page.route("**/remotes.json", async (route) => {
    const entries = await (await route.fetch()).json();
    await route.fulfill({ json: { ...entries, admin: `${dead}/remotes/admin/mf-manifest.json` } });
  });
  let up = false;
  // While "down" nothing answers there; once "up", the same URLs serve the real admin build.
  await page.route(`${dead}/**`, async (route) => {
    if (!up) return route.abort("connectionrefused");
    await route.fulfill({ response: await route.fetch({ url: route.request().url().replace(dead, baseURL!) }) });
  });
  page.on("console", () => {}); // the failure is logged on purpose

  await page.goto("/admin");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("could not be loaded");
  await expect(alert.getByRole("button", { name: "Retry" })).toBeVisible();

  // The rest of the site keeps working in the same page.
  await page.evaluate(() => history.pushState({}, "", "/student-login"));
  await page.evaluate(() => dispatchEvent(new PopStateEvent("popstate")));
  await expect(page.getByRole("heading", { level: 1, name: "Student Login" })).toBeVisible();
  await page.evaluate(() => history.back());
  await expect(page.getByRole("alert")).toBeVisible();

  up = true;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
});

test("a page handed the manifest of a build redeployed since loads the build served now, with no Retry", async ({ page }) => {
  // The page names the portal build that was deployed when it was made: its entry and scripts are
  // gone. (Its stylesheet is unchanged, so the same file: a changed one would also be refused by
  // the browser, a console error the page's look does not show.)
  const manifestUrl = "/remotes/portal/mf-manifest.json";
  await withHandedData(page, "/student-login", (data) => {
    const manifest = data[manifestUrl] as {
      metaData: { remoteEntry: { path: string } };
      exposes: { assets: { js: Record<"sync" | "async", string[]> } }[];
    };
    manifest.metaData.remoteEntry.path = "gone-build";
    for (const { assets } of manifest.exposes) {
      for (const list of Object.values(assets.js)) list.forEach((file, i) => (list[i] = `gone-build/${file}`));
    }
  });
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  page.on("console", () => {}); // the first load's failure is logged on purpose

  await page.goto("/student-login");
  await expect(page.getByRole("heading", { level: 1, name: "Student Login" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  // The handed build was tried, then the manifest served now.
  expect(asked).toContain("/remotes/portal/gone-build/remoteEntry.js");
  expect(asked.filter((path) => path === manifestUrl)).toHaveLength(1);
});

test("a page hands the shell the remotes' registry and its remote's manifest: neither is asked for after the shell's code", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.goto("/courses");
  await expect(page.locator('.remote-slot[data-remote="public"]')).toBeVisible();
  expect(asked).not.toContain("/remotes.json");
  expect(asked).not.toContain("/remotes/public/mf-manifest.json");
  // Without them, the shell fetches each once: the shell's version check and the runtime read one response.
  await withoutHandedData(page, "/courses");
  asked.length = 0;
  await page.reload();
  await expect(page.locator('.remote-slot[data-remote="public"]')).toBeVisible();
  expect(asked.filter((path) => path === "/remotes.json")).toHaveLength(1);
  expect(asked.filter((path) => path === "/remotes/public/mf-manifest.json")).toHaveLength(1);
});

test("the home page sends little code twice: a module in the shell's and the public remote's chunks is small, and the sum under budget", async ({ page }) => {
  // Each build lists its chunks' modules with their bytes (chunk-contents.json); a script is found by its path.
  const builds = [["/", "shells/host/dist"], ["/remotes/public/", "remotes/public/dist"]] as const;
  const chunks = new Map<string, Record<string, number>>();
  for (const [path, dist] of builds) {
    const contents: { file: string; modules: Record<string, number> }[] = JSON.parse(
      readFileSync(`${dist}/.vite/chunk-contents.json`, "utf8"),
    );
    for (const { file, modules } of contents) chunks.set(path + file, modules);
  }
  // Each script once, though a chunk may be asked for twice (preloaded, then imported).
  const requested = new Set<string>();
  page.on("request", (r) => r.resourceType() === "script" && requested.add(new URL(r.url()).pathname));
  await page.goto("/");
  // Down to the contact form, so the sections' code loaded after the first screen counts too.
  await page.locator("#contact").scrollIntoViewIfNeeded();
  await expect(page.locator("#contact form")).toBeVisible();
  await page.waitForLoadState("networkidle");

  const scripts = [...requested];
  const sentBy = new Map<string, string>();
  const twice: { module: string; bytes: number }[] = [];
  for (const script of scripts) {
    for (const [module, bytes] of Object.entries(chunks.get(script) ?? {})) {
      // Generated modules (the bundler's runtime, federation's per-container glue) are each build's own.
      if (!/^(node_modules|packages|remotes|shells)\//.test(module)) continue;
      if (sentBy.has(module)) twice.push({ module, bytes });
      else sentBy.set(module, script);
    }
  }
  // The page's scripts are the builds' chunks, but for two that bundle nothing: the shell's own
  // first-screen.js and the federation plugin's entry glue, written after the bundle.
  const unbundled = scripts.filter((script) => !chunks.has(script));
  // In whichever order the browser asked for them.
  expect(unbundled.map((script) => script.replace(/^\/assets\/mf-entry-bootstrap-.*/, "federation entry")).sort()).toEqual([
    "/first-screen.js",
    "federation entry",
  ]);
  expect(sentBy.size).toBeGreaterThan(50);
  // Small stateless helpers each front end bundles for itself cost less than sharing them would
  // (a shared package is a request and a few KB of federation glue of its own); a shared
  // package's copy, a UI library or a schema set bundled twice would be far over this.
  const listed = twice.map(({ module, bytes }) => `${module} (${bytes} B)`).join(", ");
  expect(twice.filter(({ bytes }) => bytes > DUPLICATE_MODULE_MAX_BYTES), listed).toEqual([]);
  expect(twice.reduce((sum, { bytes }) => sum + bytes, 0), listed).toBeLessThanOrEqual(DUPLICATES_MAX_BYTES);
});

test("remote entries revalidate and hashed chunks are cached forever", async ({ request }) => {
  const entry = await request.get("/remotes/public/remoteEntry.js");
  expect(entry.status()).toBe(200);
  expect(entry.headers()["cache-control"]).toBe("no-cache");
  const manifest = await request.get("/remotes.json");
  expect(manifest.headers()["cache-control"]).toBe("no-cache");
  const entries = await manifest.json();
  expect(Object.keys(entries).sort()).toEqual(["admin", "portal", "public"]);
  const mf = await (await request.get(entries.public)).json();
  const chunk = [...(mf.exposes?.[0]?.assets?.js?.sync ?? []), ...(mf.shared?.[0]?.assets?.js?.sync ?? [])][0];
  expect(chunk).toBeTruthy();
  const asset = await request.get(`/remotes/public/${chunk}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toContain("immutable");
});

test("a remote rebuilt on its own is picked up by the running shell, with nothing else rebuilt", async ({ page, server }) => {
  test.setTimeout(180_000);
  // The worker's server serves a copy of the build: rebuilt there, the checkout's stays as it is.
  const built = (file: string) => join(server.webRoot, file);
  const untouched = ["shells/host/dist/index.html", "remotes/public/dist/remoteEntry.js", "remotes/admin/dist/remoteEntry.js"].map(built);
  const before = untouched.map((f) => statSync(f).mtimeMs);
  const id = `e2e-${Date.now()}`;
  await page.goto("/student-login");
  await expect(page.locator('[data-remote="portal"]')).not.toHaveAttribute("data-build", id);
  // Piped, so a failed build's own messages are in the error (they were lost with its output).
  execFileSync("npm", ["run", "build", "-w", "@institute/portal"], {
    env: { ...process.env, VITE_BUILD_ID: id, REMOTE_OUT_DIR: built("remotes/portal/dist") },
    stdio: "pipe",
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  await page.reload();
  await expect(page.locator('[data-remote="portal"]')).toHaveAttribute("data-build", id);
  await expect(page.getByRole("heading", { level: 1, name: "Student Login" })).toBeVisible();
  expect(untouched.map((f) => statSync(f).mtimeMs)).toEqual(before);
});
