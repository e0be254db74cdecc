import { expect, test } from "./fixtures";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { countReactRenderers } from "../browser.mjs";
import { releaseCli } from "./helpers.ts";

type Overrides = Record<string, { version?: string; requiredVersion?: string }>;

/**
 * Builds the public remote as a release whose shared packages differ from the shell's, the way a
 * team's build made against another shell would: a Vite config of its own beside the remote's.
 * `appended` is code the release's ./App module has beyond the remote's own.
 */
function buildSkewed(id: string, sharedOverrides: Overrides, env: Record<string, string> = {}, appended = "") {
  const configName = `vite.skew-${id}.config.mjs`;
  const config = join("remotes/public", configName);
  const outDir = mkdtempSync(join(tmpdir(), `skewed-${id}-`));
  writeFileSync(
    config,
    `import { readFileSync } from "node:fs";
import { defineConfig } from "vite";
import { remoteViteConfig } from "@institute/federation";
const config = remoteViteConfig("public", { sharedOverrides: ${JSON.stringify(sharedOverrides)} });
const appended = ${JSON.stringify(appended)};
config.plugins.push({
  name: "skew:appended",
  load: (id) => (appended && id.endsWith("/src/app/App.tsx") ? readFileSync(id, "utf8") + appended : undefined),
});
export default defineConfig(config);
`,
  );
  try {
    const run = spawnSync("npx", ["vite", "build", "--configLoader", "runner", "--config", configName], {
      cwd: "remotes/public",
      encoding: "utf8",
      env: { ...process.env, VITE_BUILD_ID: id, REMOTE_BASE: `/remotes/releases/public/${id}/`, REMOTE_OUT_DIR: outDir, ...env },
    });
    return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`, outDir };
  } finally {
    rmSync(config, { force: true });
  }
}

const slot = (page: Page) => page.locator('[data-remote="public"]');

/** This shell's published shared.json as another shell would publish it, written to a file of its own. */
function anotherShell(change: (published: Record<string, Record<string, unknown>>) => object): string {
  const published = JSON.parse(readFileSync("shells/host/dist/shared.json", "utf8"));
  const file = join(mkdtempSync(join(tmpdir(), "another-shell-")), "shared.json");
  writeFileSync(file, JSON.stringify(change(published)));
  return file;
}

/** After a reload, the public slot refuses the release it was given, saying why, with Retry and still one React. */
async function expectRefused(page: Page, reason: string | RegExp) {
  const renderers = await countReactRenderers(page);
  await page.reload();
  const failed = page.getByRole("alert");
  await expect(failed.getByRole("heading", { name: "The public site could not be loaded" })).toBeVisible();
  await expect(failed.getByRole("button", { name: "Retry" })).toBeVisible();
  await expect(failed).toContainText("released for another version of the site");
  await expect(failed.locator("code")).toContainText(reason);
  await expect(page.getByRole("banner")).toBeVisible();
  expect(await renderers()).toBe(1);
}
const both = (change: { version?: string; requiredVersion: string }): Overrides => ({ react: change, "react-dom": change });

test.afterEach(({ page }) => {
  releaseCli(page, "activate", "public", "deployed");
});

test("a remote built against an older minor of a shared package loads with the shell's one copy", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  const id = `older-minor-${Date.now().toString(36)}`;
  const built = buildSkewed(id, both({ version: "19.0.0", requiredVersion: "^19.0.0" }));
  try {
    expect(built.ok, built.output).toBe(true);
    expect(releaseCli(page, "release", "public", "--dist", built.outDir, "--build", id).output).toContain(`now serves release ${id}`);
  } finally {
    rmSync(built.outDir, { recursive: true, force: true });
  }
  const renderers = await countReactRenderers(page);
  await page.reload();
  await expect(slot(page)).toHaveAttribute("data-build", id);
  await expect(page.getByRole("heading", { level: 1, name: "Northwind IT Academy" })).toBeVisible();
  expect(await renderers()).toBe(1);
});

test("a remote needing a major the shell does not share fails its build; released anyway, its slot says so with Retry", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  const id = `next-major-${Date.now().toString(36)}`;
  const needsNext = both({ requiredVersion: "^20.0.0" });

  // Against this shell's published list, the build stops before bundling, naming the package.
  const refused = buildSkewed(id, needsNext);
  rmSync(refused.outDir, { recursive: true, force: true });
  expect(refused.ok).toBe(false);
  expect(refused.output).toMatch(/react \^20\.0\.0 is needed; the shell shares 19\./);

  // Built against a shell that would share React 20, then released into this one.
  const nextShell = anotherShell((published) => ({ ...published, react: { version: "20.0.0" }, "react-dom": { version: "20.0.0" } }));
  const built = buildSkewed(id, needsNext, { SHELL_SHARED: nextShell });
  try {
    expect(built.ok, built.output).toBe(true);
    expect(releaseCli(page, "release", "public", "--dist", built.outDir, "--build", id).ok).toBe(true);
  } finally {
    rmSync(built.outDir, { recursive: true, force: true });
    rmSync(nextShell, { force: true });
  }
  await expectRefused(page, "react ^20.0.0 is needed; the shell shares 19.");
});

test("a remote taking a part of a shared package the shell does not hold fails its build; released anyway, its slot says so", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  const id = `missing-part-${Date.now().toString(36)}`;
  // As a team would write it against a router whose every part the shell held.
  const usesBlocker = `\nimport { useBlocker } from "@tanstack/react-router";\nexport const blocks = useBlocker;\n`;

  const refused = buildSkewed(id, {}, {}, usesBlocker);
  rmSync(refused.outDir, { recursive: true, force: true });
  expect(refused.ok).toBe(false);
  expect(refused.output).toContain("the shell's @tanstack/react-router does not hold useBlocker");

  // Built against a shell that would share the whole router, then released into this one.
  const wholeRouterShell = anotherShell((published) => {
    const { exports: held, ...wholeRouter } = published["@tanstack/react-router"];
    expect(held).toContain("Link");
    return { ...published, "@tanstack/react-router": wholeRouter };
  });
  const built = buildSkewed(id, {}, { SHELL_SHARED: wholeRouterShell }, usesBlocker);
  try {
    expect(built.ok, built.output).toBe(true);
    const manifest = JSON.parse(readFileSync(join(built.outDir, "mf-manifest.json"), "utf8"));
    const router = manifest.shared.find((entry: { name: string }) => entry.name === "@tanstack/react-router");
    expect(router.importedNames).toEqual(expect.arrayContaining(["Link", "useBlocker"]));
    expect(releaseCli(page, "release", "public", "--dist", built.outDir, "--build", id).ok).toBe(true);
  } finally {
    rmSync(built.outDir, { recursive: true, force: true });
    rmSync(wholeRouterShell, { force: true });
  }
  await expectRefused(page, "the shell's @tanstack/react-router does not hold useBlocker");
});
