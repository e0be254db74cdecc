import { expect, test } from "./fixtures";
import { adminToken } from "./helpers.ts";

test("student routes redirect to the student login, admin routes to /admin, without a token", async ({ page }) => {
  for (
    const [from, to] of [["/resources", "/student-login"], ["/student-profile", "/student-login"], ["/admin/dashboard", "/admin"], [
      "/admin/courses",
      "/admin",
    ]]
  ) {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
  }
});

test("the public chrome: section links, footer links, and none of it on /admin", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const label of ["Home", "AboutUs", "Courses", "Gallery", "Testimonials", "ContactUs", "Register", "Login"]) {
    await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "AboutUs" })).toHaveAttribute("href", "/#aboutus");
  const footer = page.getByRole("contentinfo");
  for (const label of ["Home", "Courses", "Testimonials", "Contact"]) {
    await expect(footer.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Course Inquiry" })).toBeVisible();

  await page.goto("/admin");
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});

test("Course Inquiry moves into the nav bar after 80 px; scroll-to-top appears after 300 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto("/");
  // The home remote renders its sections asynchronously; scroll once the page is in place.
  await expect(page.locator("#contact")).toBeAttached();
  await page.addStyleTag({ content: "main { min-height: 3000px }" });
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Course Inquiry" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Scroll to top" })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 120));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(80);
  await expect(nav.getByRole("link", { name: "Course Inquiry" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Scroll to top" })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByRole("button", { name: "Scroll to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a login in the portal remote shows at once in the shell's header; logout clears it", async ({ page, request }) => {
  const courses = await (await request.get("/api/courses")).json();
  const email = `e2e-${Date.now()}@example.com`;
  const registered = await request.post("/api/students/register", {
    multipart: { name: "Priya Nair", email, mobile: "9876501234", password: "secret123", course_id: String(courses[0].id) },
  });
  expect(registered.status()).toBe(201);

  await page.goto("/student-login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("secret123");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Login successful!" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  // The header lives in the shell, the form in the portal remote: one shared auth atom.
  await expect(nav.getByText("Welcome, Priya Nair")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Course Resources" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Register" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("institute.student")))).toEqual([]);
  await page.goto("/resources");
  await expect(page).toHaveURL(/\/student-login$/);
});

test("a wrong password shows the server's error and stores nothing", async ({ page }) => {
  await page.goto("/student-login");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Email is required.")).toBeVisible();
  await expect(page.getByText("Password is required.")).toBeVisible();
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid credentials" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("institute.student.token"))).toBeNull();
});

test("the header marks the current page, and Escape closes the phone menu with focus back on its button", async ({ page }) => {
  await page.goto("/student-login");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Login" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await page.goto("/");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 740 });
  const menu = page.getByRole("button", { name: "Open menu" });
  await menu.click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Courses" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await expect(nav.getByRole("link", { name: "Courses" })).toBeHidden();
});

test("on a phone a toast covers neither the header nor the scroll-to-top button", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.route("**/api/contacts", (route) => route.fulfill({ status: 500, json: { error: "boom" } }));
  await page.goto("/contact");
  for (const [label, value] of [["Name", "A"], ["Email", "a@example.com"], ["Mobile", "9876543210"], ["Message", "Hi"]]) {
    await page.getByLabel(label).fill(value);
  }
  await page.getByRole("button", { name: "Send Message" }).click();
  const shown = page.locator(".toaster .toast").first();
  await expect(shown).toBeVisible();
  await page.mouse.wheel(0, 600);
  const scrollTop = page.getByRole("button", { name: /scroll to top/i });
  await expect(scrollTop).toBeVisible();
  const box = async (l: typeof shown) => (await l.boundingBox())!;
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const toastBox = await box(shown);
  expect(overlap(toastBox, await box(page.locator(".site-header")))).toBe(false);
  expect(overlap(toastBox, await box(scrollTop))).toBe(false);
  // At the page's end the button stays clear of the footer's links.
  await page.keyboard.press("End");
  // Chromium animates a key's scroll: the links are measured once it has reached the end.
  await expect.poll(() => page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight))
    .toBe(true);
  await expect(page.getByRole("contentinfo")).toBeInViewport();
  const button = await box(scrollTop);
  for (const link of await page.getByRole("contentinfo").getByRole("link").all()) {
    expect(overlap(button, await box(link)), await link.innerText()).toBe(false);
  }
});

test("with a student logged in, the header keeps one row at 1280 px, scrolled or not, and with a long institute name", async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const before = await (await request.get("/api/settings")).json();
  const long = "The Northwind Institute of Information Technology and Applied Computing";
  expect((await request.put("/api/settings", { headers, data: { ...before, name: long } })).status()).toBe(200);
  try {
    await page.addInitScript(() => {
      localStorage.setItem("institute.student.token", "a-token");
      localStorage.setItem("institute.student.name", "Meera Krishnan");
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const greeting = page.getByText("Welcome, Meera Krishnan");
    await expect(greeting).toBeVisible();
    await expect(greeting).toHaveAttribute("title", "Welcome, Meera Krishnan");
    await expect(page.getByRole("link", { name: long })).toBeVisible();
    // One row: the logo and every item of the nav share a middle line.
    const middle = async (selector: string) => {
      const boxes = await page.locator(selector).evaluateAll((all) => all.map((e) => e.getBoundingClientRect()));
      return boxes.map((b) => Math.round(b.y + b.height / 2));
    };
    const logout = page.getByRole("button", { name: "Logout" });
    const oneRow = async () => {
      const [logo] = await middle(".site-logo");
      const items = await middle("#site-nav li");
      expect(items.length).toBeGreaterThanOrEqual(10);
      for (const y of items) expect(Math.abs(y - logo)).toBeLessThan(8);
      const box = (await logout.boundingBox())!;
      expect(Math.abs(box.y + box.height / 2 - logo)).toBeLessThan(8);
    };
    await oneRow();
    // Past 80 px, Course Inquiry joins the nav: still one row.
    await page.mouse.wheel(0, 400);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Course Inquiry" })).toBeVisible();
    await oneRow();
  } finally {
    expect((await request.put("/api/settings", { headers, data: before })).status()).toBe(200);
  }
});
