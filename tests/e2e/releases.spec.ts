import { expect, test } from "./fixtures";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { loginAsAdmin, releaseCli, withoutHandedData } from "./helpers.ts";

const slot = (page: Page) => page.locator('[data-remote="public"]');
const footerLink = (page: Page, name: string) => page.getByRole("contentinfo").getByRole("link", { name, exact: true });

test("a team releases its remote, rolls it back, is refused an invalid release, and sees its errors in the console", async ({ page, context }) => {
  test.setTimeout(180_000);
  const build = `e2e-${Date.now().toString(36)}`;
  await page.goto("/");
  await expect(slot(page)).toBeVisible();
  await expect(slot(page)).not.toHaveAttribute("data-build", build);
  const deployed = await slot(page).getAttribute("data-build");
  const manifestBefore = await (await page.request.get("/remotes.json")).json();

  try {
    // Released: the open page shows it after a reload, with its files under the release's own path.
    const released = releaseCli(page, "release", "public", "--build", build);
    expect(released.output).toContain(`The public remote now serves release ${build}`);
    await page.reload();
    await expect(slot(page)).toHaveAttribute("data-build", build);
    await expect(page.getByRole("heading", { level: 1, name: "Northwind IT Academy" })).toBeVisible();
    expect((await (await page.request.get("/remotes.json")).json()).public).toBe(`/remotes/releases/public/${build}/mf-manifest.json`);
    expect(releaseCli(page, "list").output).toMatch(
      new RegExp(`^\\* public +${build} +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC +\\d+ files +\\d+ KiB`, "m"),
    );

    // Rolled back while the page is open: the page keeps navigating on the release it loaded (its
    // lazy chunks are still served), and a reload brings the deployed build back.
    const chunks: string[] = [];
    page.on("response", (r) => r.url().includes(`/remotes/releases/public/${build}/assets/`) && chunks.push(`${r.status()}`));
    expect(releaseCli(page, "rollback", "public").output).toContain("The public remote rolled back to its deployed build");
    await footerLink(page, "Testimonials").click();
    await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
    await expect(slot(page)).toHaveAttribute("data-build", build);
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.every((status) => status === "200")).toBe(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
    await expect(slot(page)).not.toHaveAttribute("data-build", build);
    expect(await slot(page).getAttribute("data-build")).toBe(deployed);

    // An invalid release is refused with the reason, and nothing changes.
    const invalid = mkdtempSync(join(tmpdir(), "invalid-release-"));
    try {
      writeFileSync(join(invalid, "mf-manifest.json"), JSON.stringify({ name: "public", metaData: { name: "public" }, exposes: [] }));
      writeFileSync(join(invalid, "remoteEntry.js"), "export {};");
      const refused = releaseCli(page, "release", "public", "--dist", invalid, "--build", `${build}-invalid`);
      expect(refused.ok).toBe(false);
      expect(refused.output).toContain("does not expose ./App");
    } finally {
      rmSync(invalid, { recursive: true, force: true });
    }
    expect(await (await page.request.get("/remotes.json")).json()).toEqual(manifestBefore);

    // A release that throws while rendering is reported once, and the console names its build.
    expect(releaseCli(page, "activate", "public", build).ok).toBe(true);
    const visitor = await context.newPage();
    // Counted when answered, not when sent: the console below reads what the API has stored.
    const reports: { status: number; body: string }[] = [];
    visitor.on("response", (r) => {
      if (r.url().endsWith("/api/client-errors")) reports.push({ status: r.status(), body: r.request().postData() ?? "" });
    });
    // The page carries its course list: without it there, the page asks the API, which answers as below.
    await withoutHandedData(visitor, "/courses");
    await visitor.route(/\/api\/courses\/cards$/, (route) => route.fulfill({ json: [null] }));
    await visitor.goto("/courses");
    await expect(visitor.getByRole("alert").getByRole("heading", { name: "The public site could not be loaded" })).toBeVisible();
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0].status).toBe(202);
    expect(JSON.parse(reports[0].body)).toMatchObject({ remote: "public", build, route: "/courses", kind: "render" });
    await visitor.close();

    await loginAsAdmin(page);
    const nav = page.getByRole("navigation", { name: "Admin" });
    await nav.getByRole("link", { name: "Releases", exact: true }).click();
    const errors = page.getByRole("table", { name: "Remote errors" });
    const row = errors.getByRole("row").filter({ hasText: build });
    await expect(row).toContainText("public");
    await expect(row).toContainText("/courses");
    const releases = page.getByRole("table", { name: "Releases" });
    await expect(releases.getByRole("row").filter({ has: page.getByRole("cell", { name: build, exact: true }) })).toContainText("Live");
    await nav.getByRole("link", { name: "Activity", exact: true }).click();
    await expect(page.getByRole("table", { name: "Activity" })).toContainText(`Made build ${build} live on the remote “public”`);
  } finally {
    releaseCli(page, "activate", "public", "deployed");
  }
  await page.goto("/");
  expect(await slot(page).getAttribute("data-build")).toBe(deployed);
});
