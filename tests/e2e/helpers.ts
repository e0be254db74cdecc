import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import type { APIRequestContext, CDPSession, Page, Request } from "@playwright/test";
import { pdf as pdfBytes } from "../../api/testing/fixtures.ts";
import { adminCredentials } from "./server.ts";
import { PAGE_DATA_ELEMENT_ID } from "../../packages/routes/src/index.ts";
import { expect } from "./fixtures.ts";

/** No serious or critical axe finding on the page as it is now. */
export async function expectNoSeriousA11yIssues(page: Page) {
  // Colours measured mid-transition (a dialog and its overlay fading in) are not the page's:
  // finite animations end first.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity)
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await expectHeadingsInOrder(page);
}

/**
 * The page's requests still unanswered, as a list for a failure's message: what a navigation that
 * never reaches its load event, or a page that never goes live, is still waiting for.
 */
export function unanswered(page: Page): () => string {
  // By request, not URL: of two requests for one address, the one answered is not the other.
  const open = new Set<Request>();
  page.on("request", (request) => void open.add(request));
  for (const done of ["requestfinished", "requestfailed"] as const) page.on(done, (request) => void open.delete(request));
  return () => [...open].map((request) => request.url()).join(", ") || "none";
}

/**
 * Waits until nothing is left that could still move the page: no request in flight (Playwright's
 * network idle), its fonts and the pictures it loads now decoded, then two frames painted (layout
 * shifts are measured as a frame paints).
 */
export async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(async () => {
    await document.fonts.ready;
    const loading = [...document.images].filter((img) => !img.complete && img.loading !== "lazy");
    await Promise.all(loading.map((img) => img.decode().catch(() => {})));
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  });
}

/** The page's main content opens with its h1 and its headings skip no level going down (h2 to h4). */
export async function expectHeadingsInOrder(page: Page) {
  const levels = await page.locator("main :is(h1, h2, h3, h4, h5, h6)").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
  const where = `${new URL(page.url()).pathname}: ${levels.join(" ")}`;
  expect(levels[0], where).toBe(1);
  levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0), where).toBeLessThanOrEqual(1));
}

/** A fresh admin token, as the admin's login answers it. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/admin/login", { data: adminCredentials });
  expect(res.ok()).toBe(true);
  return (await res.json()).token;
}

/** Approves a student's registration as the office does, so their course's files open to them. */
export async function approveStudent(request: APIRequestContext, id: number) {
  const approved = await request.patch(`/api/students/${id}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: { status: "active" },
  });
  expect(approved.status()).toBe(200);
}

/** Registers a student through the API, approved unless `approve` is false; answers the student as registered. */
export async function registerStudent(
  request: APIRequestContext,
  multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>,
  approve = true,
): Promise<{ id: number; status: string }> {
  const registered = await request.post("/api/students/register", { multipart });
  expect(registered.status()).toBe(201);
  const { student } = await registered.json();
  if (approve) await approveStudent(request, student.id);
  return student;
}

/** Logs in through the console's form, as the admin would, and lands on the dashboard. */
export async function loginAsAdmin(page: Page) {
  await page.goto("/admin");
  await page.getByLabel(/^Username( \*)?$/).fill(adminCredentials.username);
  await page.getByLabel(/^Password( \*)?$/).fill(adminCredentials.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const dataBlock = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">.*?</script>`, "s");

/** Serves the page at `path` without the data the server hands it, so its first screen asks the API (which a test may answer). */
export async function withoutHandedData(page: Page, path: string) {
  await page.route((url) => url.pathname === path, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: (await res.text()).replace(dataBlock, "") });
  });
}

/** Serves the page at `path` with the data the server hands it as `change` leaves it (keyed as the block is: a URL, PAGE_QUERIES). */
export async function withHandedData(page: Page, path: string, change: (data: Record<string, unknown>) => void) {
  await page.route((url) => url.pathname === path, async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace(dataBlock, (block) => {
      const open = block.indexOf(">") + 1;
      const data = JSON.parse(block.slice(open, -"</script>".length));
      change(data);
      // As the server writes it: no "<" that could end the script early.
      return `${block.slice(0, open)}${JSON.stringify(data).replaceAll("<", "\\u003c")}</script>`;
    });
    await route.fulfill({ response: res, body });
  });
}

/**
 * As withoutHandedData for `path`, and holds the page's API reads of `resources` (a list, or one
 * record by its id) until `release()`; through the browser's own Fetch domain, not a Playwright
 * route, which would turn the page's HTTP cache off: each reload would fetch every script and
 * picture again, at a phone's network speed.
 */
export async function holdReads(cdp: CDPSession, request: APIRequestContext, path: string, resources: string[]) {
  let release = () => {};
  let held = Promise.resolve();
  // A list, one of its rows, its cards, or its first few (`?first=3`, the home page's).
  const reads = new RegExp(`/api/(${resources.join("|")})(/\\d+|/cards)?(\\?first=\\d+)?$`);
  // Only what is held or rewritten stops at the test: the pictures and scripts come from the cache.
  const patterns = [...resources.map((name) => ({ urlPattern: `*/api/${name}*` })), {
    urlPattern: `*${path}`,
    resourceType: "Document" as const,
  }];
  await cdp.send("Fetch.enable", { patterns });
  cdp.on("Fetch.requestPaused", async ({ requestId, request: asked, resourceType }) => {
    // A request the page gave up meanwhile (a navigation) can no longer be answered.
    const gone = () => {};
    if (resourceType === "Document" && new URL(asked.url).pathname === path) {
      const res = await request.get(asked.url);
      // The body comes decoded, so the encoding and length it was sent with no longer apply.
      const responseHeaders = res.headersArray().filter(({ name }) => !/^(content-encoding|content-length)$/i.test(name));
      const body = Buffer.from((await res.text()).replace(dataBlock, "")).toString("base64");
      await cdp.send("Fetch.fulfillRequest", { requestId, responseCode: res.status(), responseHeaders, body }).catch(gone);
      return;
    }
    if (reads.test(asked.url)) await held;
    await cdp.send("Fetch.continueRequest", { requestId }).catch(gone);
  });
  return {
    /** Holds the reads from now on, until release(). */
    hold: () => void (held = new Promise((done) => (release = done))),
    release: () => release(),
  };
}

/** The API tests' minimal valid PDF, as a Buffer for Playwright's uploads. */
export const pdf = (text?: string) => Buffer.from(pdfBytes(text));

/** The toast that says exactly `text` (success or error). */
export const toast = (page: Page, text: string) => page.locator(".toaster .toast").filter({ has: page.getByText(text, { exact: true }) });

/** `npm run remote -- …` against the server under test, as a team's release job runs it. */
export function releaseCli(page: Page, ...args: string[]): { ok: boolean; output: string } {
  const env = {
    ...process.env,
    INSTITUTE_URL: new URL(page.url()).origin,
    RELEASE_USERNAME: adminCredentials.username,
    RELEASE_PASSWORD: adminCredentials.password,
  };
  try {
    return { ok: true, output: execFileSync("node", ["scripts/remote.mjs", ...args], { env, encoding: "utf8", stdio: "pipe" }) };
  } catch (e) {
    const failed = e as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

/** The entry a drawn page holds until its first screen has painted (its template's `data-entry`), as a URL matcher. */
export async function heldEntry(request: APIRequestContext, path: string): Promise<(url: URL) => boolean> {
  const entry = /<template data-entry="([^"]+)">/.exec(await (await request.get(path)).text())?.[1];
  expect(entry, `${path} holds its code`).toBeTruthy();
  return (url) => url.pathname === entry;
}
