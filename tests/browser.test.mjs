import { chromium } from "@playwright/test";
import { expect, test } from "vitest";
import { chromiumLaunch } from "./browser.mjs";

test("the browser's launch keeps every feature Playwright turns off, as Chromium reads only the last --disable-features", async () => {
  const server = await chromium.launchServer(chromiumLaunch);
  try {
    const lists = server.process().spawnargs.filter((arg) => arg.startsWith("--disable-features="))
      .map((arg) => arg.slice("--disable-features=".length).split(","));
    expect(lists.length).toBeGreaterThan(1);
    const last = lists.at(-1);
    for (const list of lists) expect(last).toEqual(expect.arrayContaining(list));
    expect(last).toEqual(expect.arrayContaining(["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]));
  } finally {
    await server.close();
  }
  // Starting Chromium takes seconds on a busy machine (CI runs suites side by side on two cores);
  // vitest's default 5 s is a limit a healthy start can reach there.
}, 60_000);
