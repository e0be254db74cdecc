import type { APIRequestContext, Download, Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import ExcelJS from "exceljs";
import { adminCredentials } from "./server.ts";
import { ADMIN } from "../../packages/routes/src/index.ts";
import { png as pngBytes } from "../../api/testing/fixtures.ts";
import { wallClock } from "../../api/formats/wall-clock.ts";
import { adminToken, expectNoSeriousA11yIssues, loginAsAdmin, pdf, registerStudent, toast, withoutHandedData } from "./helpers.ts";

/** A valid 1x1 PNG, enough for every image field. */
const png = (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.from(pngBytes()),
});

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const login = loginAsAdmin;

/** Goes to an admin page through the sidebar, as the admin would. */
async function open(page: Page, label: string, heading: string) {
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: label, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

const confirmDelete = async (page: Page) => {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete" }).click();
};

/** A form control by its whole label (a required field's label ends in " *"). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, "\\$&")}( \\*)?$`));

/** With the next call to `url` answered by `answer`, clicking `button` shows the toast `message`. */
async function expectToastOnAnswer(page: Page, url: string, answer: Parameters<Route["fulfill"]>[0], button: string, message: string) {
  await page.route(url, (route) => route.fulfill(answer), { times: 1 });
  await page.getByRole("button", { name: button }).click();
  await expect(toast(page, message)).toBeVisible();
}

const getJson = async (request: APIRequestContext, path: string) => (await request.get(path)).json();

test("login: required fields, the server's error, then the dashboard; logout keeps the name and ends the session on the server", async ({ page, request }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Username is required.")).toBeVisible();
  await expect(page.getByText("Password is required.")).toBeVisible();
  await field(page, "Username").fill(adminCredentials.username);
  await field(page, "Password").fill("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /invalid/i })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("institute.admin.token"))).toBeNull();

  await login(page);
  // Already logged in: /admin goes straight to the dashboard.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem("institute.admin.token"));
  const stats = () => request.get("/api/admin/dashboard-stats", { headers: { Authorization: `Bearer ${token}` } });
  expect((await stats()).status()).toBe(200);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // A copy of the token (another tab, a stolen one) is refused from now on.
  await expect.poll(async () => (await stats()).status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem("institute.admin.token"))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("institute.admin.name"))).not.toBeNull();
  await page.goto("/admin/courses");
  await expect(page).toHaveURL(/\/admin$/);
});

test("change password: the form's rules and the server's answer on the fields, then a new password that logs in", async ({ page, request }) => {
  await login(page);
  const newPassword = `${adminCredentials.password}-changed`;
  try {
    await page.getByRole("button", { name: "Change password" }).click();
    const dialog = page.getByRole("dialog", { name: "Change password" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(dialog.getByText("Current password is required")).toBeVisible();
    await expect(dialog.getByText("Password must be at least 12 characters")).toBeVisible();
    await field(page, "Current password").fill("not-the-password");
    await field(page, "New password").fill(newPassword);
    await field(page, "Confirm new password").fill(`${newPassword}x`);
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(dialog.getByText("The new passwords do not match")).toBeVisible();
    await field(page, "Confirm new password").fill(newPassword);
    await dialog.getByRole("button", { name: "Change password" }).click();
    // The server's refusal lands on its field, and the session goes on.
    await expect(dialog.getByText("Your current password is not correct")).toBeVisible();
    await field(page, "Current password").fill(adminCredentials.password);
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page, "Password changed")).toBeVisible();
    await expect(dialog).toBeHidden();
    // This session continues with its new token.
    await open(page, "Courses", "Manage Courses");
    expect((await request.post("/api/admin/login", { data: adminCredentials })).status()).toBe(401);
    expect((await request.post("/api/admin/login", { data: { ...adminCredentials, password: newPassword } })).status()).toBe(200);
  } finally {
    // The other tests log in with the configured password.
    const token = (await (await request.post("/api/admin/login", { data: { ...adminCredentials, password: newPassword } })).json()).token;
    if (token) {
      await request.put("/api/admin/password", {
        headers: { Authorization: `Bearer ${token}` },
        data: { currentPassword: newPassword, newPassword: adminCredentials.password },
      });
    }
  }
});

test("layout and dashboard: eighteen sidebar links (the spec's twelve, Mail, Activity, Releases, Staff, Settings and Privacy), the six counters and Pending Registrations, a welcome line", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  const nav = page.getByRole("navigation", { name: "Admin" });
  const labels = [
    "Dashboard",
    "Home",
    "About",
    "Courses",
    "Course Files",
    "Slider",
    "Gallery",
    "Testimonials",
    "Contact Messages",
    "Inquiry Messages",
    "Mail",
    "Students",
    "Activity",
    "Releases",
    "Staff",
    "Settings",
    "Privacy",
    "Back to Site",
  ];
  await expect(nav.getByRole("link")).toHaveText(labels);
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Back to Site" })).toHaveAttribute("href", "/");

  const stats = await (await request.post("/api/admin/login", { data: adminCredentials })).json();
  const counters = await (await request.get("/api/admin/dashboard-stats", { headers: { Authorization: `Bearer ${stats.token}` } })).json();
  await expect(page.getByText(/^Welcome back, .+!$/)).toBeVisible();
  const cards = page.locator(".adm-card");
  // The spec's six, the registrations waiting for approval and the admin's follow-ups due.
  await expect(cards).toHaveCount(9);
  await expect(cards.filter({ hasText: "Total Courses" }).locator(".adm-card-value")).toHaveText(String(counters.courseCount));
  for (const label of ["Total Students", "Contact Messages", "Inquiries", "Total Visitors", "Live Users"]) {
    await expect(cards.filter({ hasText: label })).toBeVisible();
  }
  // A counter of a list opens that list; the visitors have none.
  const lists = {
    "Total Students": "/admin/students",
    "Total Courses": "/admin/courses",
    "Contact Messages": "/admin/messages",
    Inquiries: "/admin/inquiries",
    "Pending Registrations": "/admin/students?status=pending",
    "My Inquiry Follow-ups": "/admin/inquiries?mine=true&due=today",
    "My Message Follow-ups": "/admin/messages?mine=true&due=today",
  };
  for (const [label, href] of Object.entries(lists)) {
    await expect(cards.filter({ hasText: label }).getByRole("link", { name: new RegExp(`^${label}`) })).toHaveAttribute("href", href);
  }
  for (const label of ["Total Visitors", "Live Users"]) await expect(cards.filter({ hasText: label }).getByRole("link")).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: "test-results/screenshots/admin-dashboard-1280.png", fullPage: true });

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(nav).toBeVisible();
  await page.screenshot({ path: "test-results/screenshots/admin-dashboard-menu-360.png", fullPage: true });
  await nav.getByRole("link", { name: "Courses" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manage Courses" })).toBeVisible();
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.locator(".adm-card")).toHaveCount(9);
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: "test-results/screenshots/admin-dashboard-360.png", fullPage: true });
});

test("the sidebar's links stay where they are when its new-message counts come", async ({ page, request }) => {
  // A new message, so that a count shows.
  const sent = await request.post("/api/contacts", {
    data: { name: unique("Counted"), email: "counted@example.com", mobile: "9876501234", message: "Hello" },
  });
  expect(sent.ok()).toBe(true);
  let release = () => {};
  const counts = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/admin/dashboard-stats", async (route) => {
    await counts;
    await route.continue();
  });
  await login(page);
  const nav = page.getByRole("navigation", { name: "Admin" });
  const activity = nav.getByRole("link", { name: "Activity", exact: true });
  await expect(activity).toBeVisible();
  const before = await activity.boundingBox();
  release();
  await expect(nav.getByText(/^\d+ new$/).first()).toBeVisible();
  expect(await activity.boundingBox()).toEqual(before);
});

test("courses: add with lists, edit, delete; the public pages follow", async ({ page, request }) => {
  // A long flow: 27 s in CI on a quiet machine, past 60 s when the machine runs twice as slow.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  await open(page, "Courses", "Manage Courses");
  // The editor is a view of its own: Back returns to the list.
  await page.getByRole("button", { name: "New course" }).click();
  await expect(page).toHaveURL(/\?edit=new$/);
  await page.goBack();
  await expect(page.getByRole("button", { name: "New course" })).toBeVisible();
  await page.getByRole("button", { name: "New course" }).click();
  await page.getByRole("button", { name: "Add Course" }).click();
  await expect(page.getByText("Title is required", { exact: true })).toBeVisible();

  const title = unique("E2E Course");
  await field(page, "Title").fill(title);
  await field(page, "Tagline").fill("Learn by building");
  await field(page, "Category").fill("Testing");
  await field(page, "Duration").fill("6 weeks");
  await field(page, "Mode").selectOption("Hybrid");
  await field(page, "Short description").fill("A short description.");
  const editor = page.getByRole("textbox", { name: "Full description" });
  await editor.click();
  await page.keyboard.type("Full ");
  await page.getByRole("button", { name: "Bold" }).click();
  await expect(page.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("details");
  // The editor reads typed text from the page a moment later: a Home pressed before it has read
  // the last letters can send them elsewhere (a clean-clone run stored a description without
  // "<strong>details</strong>"), so the cursor moves only once the whole text is in the editor.
  await expect(editor).toHaveText("Full details");
  await expect(editor.locator("strong")).toHaveText("details");
  // The toolbar follows the cursor: plain at the start of the text, bold at its end. A key pressed
  // while the toolbar is still catching up may be lost, so each move is pressed again until it answers.
  const bold = page.getByRole("button", { name: "Bold" });
  for (const [key, pressed] of [["Home", "false"], ["End", "true"]]) {
    await expect(async () => {
      await page.keyboard.press(key);
      await expect(bold).toHaveAttribute("aria-pressed", pressed, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  }

  await page.getByRole("button", { name: "Add Module" }).click();
  await page.getByLabel("Module 1 name", { exact: true }).fill("Basics");
  await page.getByRole("button", { name: "Add Topic of module 1" }).click();
  await page.getByLabel("Module 1 topic 1", { exact: true }).fill("Second");
  await page.getByRole("button", { name: "Add Topic of module 1" }).click();
  await page.getByLabel("Module 1 topic 2", { exact: true }).fill("First");
  await page.getByRole("button", { name: "Move Topic 2 of module 1 up" }).click();
  await page.getByRole("button", { name: "Add Outcome" }).click();
  await page.getByLabel("Outcome 1", { exact: true }).fill("Ship tests");
  await page.getByRole("button", { name: "Add Outcome" }).click();
  await page.getByLabel("Outcome 2", { exact: true }).fill("To be removed");
  await page.getByRole("button", { name: "Remove Outcome 2" }).click();
  await page.getByRole("button", { name: "Add Batch" }).click();
  await page.getByLabel("Batch 1 date", { exact: true }).fill("2026-12-01");
  await page.getByLabel("Batch 1 timing", { exact: true }).fill("10:00");
  await page.getByLabel("Batch 1 duration", { exact: true }).fill("6 weeks");
  await page.getByLabel("Batch 1 fee", { exact: true }).fill("20000");
  // A batch taught otherwise than the course.
  await page.getByRole("button", { name: "Add Batch" }).click();
  await page.getByLabel("Batch 2 date", { exact: true }).fill("2027-01-09");
  await page.getByLabel("Batch 2 timing", { exact: true }).fill("Saturdays");
  await page.getByLabel("Batch 2 duration", { exact: true }).fill("12 weeks");
  await page.getByLabel("Batch 2 mode", { exact: true }).selectOption("Offline");
  await page.getByRole("button", { name: "Add FAQ" }).click();
  await page.getByLabel("Question 1", { exact: true }).fill("Is it online?");
  await page.getByLabel("Answer 1", { exact: true }).fill("Partly.");
  await field(page, "Image").setInputFiles(png("course.png"));
  await page.screenshot({ path: "test-results/screenshots/admin-course-editor-1280.png", fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: "test-results/screenshots/admin-course-editor-360.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Add Course" }).click();
  await expect(toast(page, "Saved successfully")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Hybrid");

  const created = (await getJson(request, "/api/courses")).find((c: { title: string }) => c.title === title);
  expect(created).toBeTruthy();
  expect(created.curriculum).toEqual([{ module: "Basics", topics: ["First", "Second"] }]);
  expect(created.outcomes).toEqual(["Ship tests"]);
  expect(created.batches).toEqual([
    { date: "2026-12-01", timing: "10:00", duration: "6 weeks", fee: "20000" },
    { date: "2027-01-09", timing: "Saturdays", duration: "12 weeks", fee: "", mode: "Offline" },
  ]);
  expect(created.faqs).toEqual([{ q: "Is it online?", a: "Partly." }]);
  expect(created.full_desc).toContain("<strong>details</strong>");
  expect(created.image).toBeTruthy();
  const site = await visitor(page);
  await site.goto("/courses");
  await expect(site.getByRole("heading", { name: title, exact: true })).toBeVisible();

  await expectNoSeriousA11yIssues(page);
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?edit=${created.id}$`));
  await page.reload();
  await expect(field(page, "Title")).toHaveValue(title);
  await expect(page.getByLabel("Module 1 name", { exact: true })).toHaveValue("Basics");
  const renamed = `${title} v2`;
  await field(page, "Title").fill(renamed);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, "Saved successfully").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "New course" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: renamed })).toBeVisible();
  const updated = await getJson(request, `/api/courses/${created.id}`);
  expect(updated.title).toBe(renamed);
  expect(updated.image).toBe(created.image);
  expect(updated.curriculum).toEqual(created.curriculum);
  await site.goto(`/courses/${created.id}`);
  await expect(site.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  // Each batch's mode: its own, else the course's.
  const batches = site.getByRole("region", { name: "Upcoming batches" });
  await expect(batches.getByRole("row").filter({ hasText: "6 weeks" }).getByRole("cell").nth(3)).toHaveText("Hybrid");
  await expect(batches.getByRole("row").filter({ hasText: "12 weeks" }).getByRole("cell").nth(3)).toHaveText("Offline");

  await page.getByRole("button", { name: `Delete ${renamed}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("row").filter({ hasText: renamed })).toBeVisible();
  await page.getByRole("button", { name: `Delete ${renamed}` }).click();
  await confirmDelete(page);
  await expect(toast(page, "Course deleted")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: renamed })).toHaveCount(0);
  expect((await request.get(`/api/courses/${created.id}`)).status()).toBe(404);
  await site.goto("/courses");
  await expect(site.getByRole("heading", { name: "Full Stack Web Development" })).toBeVisible();
  await expect(site.getByRole("heading", { name: renamed, exact: true })).toHaveCount(0);
});

/** A visitor's page beside the admin's, to see the public site follow each change. */
async function visitor(page: Page): Promise<Page> {
  return await page.context().newPage();
}

test("home and about: the editor saves, hostile markup never reaches the stored content", async ({ page, request }) => {
  const token = await adminToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const [home, about] = [await getJson(request, "/api/home"), await getJson(request, "/api/about")];
  try {
    await login(page);
    await open(page, "Home", "Manage Home");
    await expect(field(page, "Title")).toHaveValue(home.title);
    await expect(page.getByRole("img", { name: "Current image" })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    const title = unique("Home");
    await field(page, "Title").fill(title);
    const editor = page.getByRole("textbox", { name: "Content" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("<script>window.__xss=1</script> and <img src=x onerror=window.__xss=1>");
    // Saved only once the editor has read every typed letter (it reads them a moment later).
    await expect(editor).toHaveText("<script>window.__xss=1</script> and <img src=x onerror=window.__xss=1>");
    await page.getByRole("button", { name: "Update Home" }).click();
    await expect(toast(page, "Home content updated successfully")).toBeVisible();
    const saved = await getJson(request, "/api/home");
    expect(saved.title).toBe(title);
    expect(saved.image).toBe(home.image);
    // Typed markup is text: it is stored escaped, never as a tag.
    expect(saved.content).not.toMatch(/<script|<img|<[^>]*\sonerror/i);
    const site = await visitor(page);
    await site.addInitScript(() => ((window as { __xss?: number }).__xss = undefined));
    await site.goto("/");
    await expect(site.locator("#aboutus")).toContainText(title);
    await expect(site.locator("#aboutus")).toContainText("<script>window.__xss=1</script>");
    expect(await site.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    // Markup sent straight to the API (not typed) is cleaned by the server and never runs here.
    const hostile = await request.post("/api/home/update", {
      headers: auth,
      multipart: {
        title,
        content: `<p>Hi</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=1">x</a>`,
        oldImage: home.image ?? "",
      },
    });
    expect(hostile.ok()).toBe(true);
    expect((await getJson(request, "/api/home")).content).not.toMatch(/<script|onerror|javascript:/i);
    await page.goto("/admin/manage-home");
    await expect(page.getByRole("textbox", { name: "Content" })).toContainText("Hi");
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    await open(page, "About", "Manage About");
    await expect(field(page, "Title")).toHaveValue(about.title);
    await expectNoSeriousA11yIssues(page);
    const aboutTitle = unique("About");
    await field(page, "Title").fill(aboutTitle);
    await field(page, "Image").setInputFiles(png("about.png"));
    await page.getByRole("button", { name: "Update About" }).click();
    await expect(toast(page, "About page updated successfully!")).toBeVisible();
    const savedAbout = await getJson(request, "/api/about");
    expect(savedAbout.title).toBe(aboutTitle);
    expect(savedAbout.image).not.toBe(about.image);
    expect(savedAbout.content).toBe(about.content);
    await site.goto("/about");
    await expect(site.getByRole("heading", { level: 1, name: aboutTitle })).toBeVisible();
  } finally {
    // Leave the seeded texts as they were for other spec files.
    await request.post("/api/home/update", {
      headers: auth,
      multipart: { title: home.title, content: home.content, oldImage: home.image ?? "" },
    });
    await request.post("/api/about/update", {
      headers: auth,
      multipart: { title: about.title, content: about.content, oldImage: about.image ?? "" },
    });
  }
});

test("course files: a PDF uploaded here reaches the course's students; delete removes it", async ({ page, request }) => {
  const course = (await getJson(request, "/api/courses"))[0];
  const email = `${unique("files").replace(/\W/g, "")}@example.com`;
  await registerStudent(request, { name: "File Reader", email, mobile: "9876501234", password: "secret123", course_id: String(course.id) });
  const student = await (await request.post("/api/students/login", { data: { email, password: "secret123" } })).json();
  const mine = async () =>
    (await getAuthed(request, "/api/files/student", student.token)).map((f: { original_name: string }) => f.original_name);

  await login(page);
  await open(page, "Course Files", "Course Files");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Please select course and file")).toBeVisible();
  await field(page, "Course").selectOption({ label: course.title });
  await field(page, "Type").selectOption("material");
  await field(page, "PDF file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a pdf") });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Only PDF files are allowed")).toBeVisible();

  const name = `${unique("handout").replace(/\W/g, "-")}.pdf`;
  await field(page, "PDF file").setInputFiles({ name, mimeType: "application/pdf", buffer: pdf() });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(toast(page, "File uploaded successfully")).toBeVisible();
  await expect(field(page, "Type")).toHaveValue("syllabus");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(course.title);
  await expect(row).toContainText("material");
  await expect(row.getByRole("link", { name })).toHaveAttribute("href", /.+/);
  expect(await mine()).toContain(name);
  // The list is paged and filtered by the API, the view kept in the address.
  await field(page, "Filter by type").selectOption("syllabus");
  await expect(page).toHaveURL(/type=syllabus/);
  await expect(row).toHaveCount(0);
  await field(page, "Filter by type").selectOption("material");
  await field(page, "Filter by course").selectOption({ label: course.title });
  await expect(row).toContainText("material");
  await expectNoSeriousA11yIssues(page);

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await confirmDelete(page);
  await expect(toast(page, "File deleted")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  expect(await mine()).not.toContain(name);
});

async function getAuthed(request: APIRequestContext, path: string, token: string) {
  const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return res.json();
}

test("slider: add, edit and delete a slide; the carousel follows", async ({ page, request }) => {
  const find = async (title: string) => (await getJson(request, "/api/sliders")).find((s: { title: string }) => s.title === title);
  await login(page);
  await open(page, "Slider", "Manage Slider");
  await expect(page.getByRole("heading", { name: "Add New Slider" })).toBeVisible();
  await page.getByRole("button", { name: "Add Slider" }).click();
  await expect(page.getByText("Title is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Subtitle is required")).toBeVisible();

  const title = unique("Slide");
  await field(page, "Title").fill(title);
  await field(page, "Subtitle").fill("First subtitle");
  await field(page, "Image").setInputFiles(png("slide.png"));
  await page.getByRole("button", { name: "Add Slider" }).click();
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card).toContainText("First subtitle");
  expect((await find(title))?.description).toBe("First subtitle");
  const site = await visitor(page);
  await site.goto("/");
  // The carousel turns every 2 s: the new slide comes round with its caption.
  await expect(site.locator("#hero").getByText("First subtitle")).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yIssues(page);

  await card.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Slider" })).toBeVisible();
  await expect(field(page, "Title")).toHaveValue(title);
  await field(page, "Subtitle").fill("Second subtitle");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByRole("heading", { name: "Add New Slider" })).toBeVisible();
  await expect(card).toContainText("Second subtitle");
  expect((await find(title))?.subtitle).toBe("Second subtitle");
  await site.goto("/");
  await expect(site.locator("#hero").getByText("Second subtitle")).toBeVisible({ timeout: 15_000 });

  await card.getByRole("button", { name: `Delete ${title}` }).click();
  await confirmDelete(page);
  await expect(card).toHaveCount(0);
  expect(await find(title)).toBeUndefined();
});

test("gallery: several images at once, then delete them", async ({ page, request }) => {
  const ids = async () => (await getJson(request, "/api/gallery")).map((g: { id: number }) => g.id) as number[];
  const before = await ids();
  await login(page);
  await open(page, "Gallery", "Manage Gallery");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Please select image(s)")).toBeVisible();
  await field(page, "Images").setInputFiles([png("one.png"), png("two.png")]);
  await expect(page.getByRole("img", { name: "Preview of two.png" })).toBeVisible();
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(toast(page, "Images uploaded")).toBeVisible();
  const added = (await ids()).filter((id) => !before.includes(id));
  expect(added).toHaveLength(2);
  await expect(page.locator(".adm-gallery-grid li")).toHaveCount(before.length + 2);
  // Newest first: both new pictures are on the public gallery's first page.
  const names = (await getJson(request, "/api/gallery")).filter((g: { id: number }) => added.includes(g.id)).map((g: { image: string }) =>
    g.image
  );
  const site = await visitor(page);
  await site.goto("/gallery");
  for (const name of names) await expect(site.locator(`img[src*="${name}"]`)).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  for (const [deleted, id] of added.entries()) {
    const position = (await ids()).indexOf(id) + 1;
    await page.getByRole("button", { name: `Delete gallery image ${position}`, exact: true }).click();
    await confirmDelete(page);
    await expect(toast(page, "Deleted successfully").first()).toBeVisible();
    await expect.poll(ids).not.toContain(id);
    // The grid has reloaded: its numbers are the list's now, not the ones before this delete.
    await expect(page.locator(".adm-gallery-grid li")).toHaveCount(before.length + added.length - deleted - 1);
  }
});

test("gallery: a caption written in a tile is the photo's name and alt text on the site and its lightbox caption", async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const form = new FormData();
  for (const name of ["captioned.png", "plain.png"]) form.append("images", new Blob([pngBytes()], { type: "image/png" }), name);
  const uploaded = await request.post("/api/gallery/upload", { headers: auth, multipart: form });
  const ids = ((await uploaded.json()).images as { id: number }[]).map((g) => g.id);
  try {
    const photos = async () => (await getJson(request, "/api/gallery")) as { id: number; caption: string }[];
    const place = async (id: number) => (await photos()).findIndex((g) => g.id === id) + 1;
    const [captioned, plain] = [await place(ids[0]), await place(ids[1])];
    await login(page);
    await open(page, "Gallery", "Manage Gallery");
    const input = page.getByLabel(`Caption for photo ${captioned}`, { exact: true });
    const save = page.getByRole("button", { name: `Save caption for photo ${captioned}`, exact: true });
    await expect(input).toHaveValue("");

    await input.fill("x".repeat(201));
    await save.click();
    await expect(page.getByText("must be at most 200 characters")).toBeVisible();
    const caption = unique("Our new lab");
    await input.fill(caption);
    await page.route(`**/api/gallery/${ids[0]}`, (route) => route.fulfill({ status: 503, json: { error: "down" } }), { times: 1 });
    await save.click();
    await expect(toast(page, "Failed to save caption")).toBeVisible();
    await save.click();
    await expect(toast(page, "Caption saved")).toBeVisible();
    await expect(save).toBeFocused();
    expect((await photos()).find((g) => g.id === ids[0])?.caption).toBe(caption);
    await expect(page.getByRole("img", { name: caption, exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    const total = (await photos()).length;
    const site = await visitor(page);
    await site.goto("/gallery");
    await site.getByRole("button", { name: `Open photo: ${caption}`, exact: true }).click();
    const dialog = site.getByRole("dialog");
    await expect(dialog.getByRole("img")).toHaveAttribute("alt", caption);
    await expect(dialog.locator("figcaption")).toHaveText(`${caption} — Photo ${captioned} of ${total}`);
    // The photo uploaded with it has no caption: its place is its name.
    await site.keyboard.press(plain > captioned ? "ArrowRight" : "ArrowLeft");
    await expect(dialog.getByRole("img")).toHaveAttribute("alt", `Gallery photo ${plain}`);
    await expect(dialog.locator("figcaption")).toHaveText(`Photo ${plain} of ${total}`);
    await site.keyboard.press("Escape");
    await expect(site.getByRole("button", { name: `Open Gallery photo ${plain}`, exact: true })).toBeFocused();
  } finally {
    for (const id of ids) expect((await request.delete(`/api/gallery/${id}`, { headers: auth })).status()).toBe(200);
  }
});

test("gallery: the console pages its photos, 24 at a time in the address, each caption shown whole", async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const total = async () => ((await getJson(request, "/api/gallery")) as unknown[]).length;
  const long = `A long caption: ${"the whole batch at the graduation, ".repeat(5).trim()}`;
  const added: number[] = [];
  try {
    // Enough photos for a second page, the first of each upload with a long caption.
    while ((await total()) <= 24) {
      const form = new FormData();
      for (let i = 0; i < 10; i++) form.append("images", new Blob([pngBytes()], { type: "image/png" }), `p${i}.png`);
      form.append("captions", long.slice(0, 200));
      const uploaded = await request.post("/api/gallery/upload", { headers: auth, multipart: form });
      added.push(...((await uploaded.json()).images as { id: number }[]).map((g) => g.id));
    }
    const count = await total();
    await login(page);
    await open(page, "Gallery", "Manage Gallery");
    const pager = page.getByRole("navigation", { name: "Gallery pages" });
    await expect(pager).toContainText(`Page 1 of ${Math.ceil(count / 24)}`);
    await expect(page.locator(".adm-gallery-grid li")).toHaveCount(24);
    // Its caption is in view whole: the box holds all of its text without scrolling.
    const whole = await page.locator(".adm-caption-form textarea").evaluateAll((boxes) =>
      boxes.filter((box) => (box as HTMLTextAreaElement).value.startsWith("A long caption")).map((box) =>
        box.scrollHeight <= box.clientHeight + 1
      )
    );
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.every(Boolean)).toBe(true);

    await pager.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.locator(".adm-gallery-grid li")).toHaveCount(count - 24);
    await expect(page.getByLabel("Caption for photo 25", { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Caption for photo 25", { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel("Caption for photo 1", { exact: true })).toBeVisible();
  } finally {
    for (const id of added) expect((await request.delete(`/api/gallery/${id}`, { headers: auth })).status()).toBe(200);
  }
});

test("testimonials: add, edit and delete; the public page follows", async ({ page, request }) => {
  const find = async (name: string) => (await getJson(request, "/api/testimonials")).find((t: { name: string }) => t.name === name);
  await login(page);
  await open(page, "Testimonials", "Manage Testimonials");
  await expect(field(page, "Rating")).toHaveValue("5");
  const name = unique("Reviewer");
  await field(page, "Name").fill(name);
  await field(page, "Designation").fill("Tester");
  await field(page, "Message").fill("A very good course.");
  await field(page, "Image").setInputFiles(png("face.png"));
  await page.getByRole("button", { name: "Add Testimonial" }).click();
  await expect(toast(page, "Testimonial added")).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText("A very good course.");
  expect(await find(name)).toMatchObject({ rating: 5, designation: "Tester", content: "A very good course." });
  const site = await visitor(page);
  await site.goto("/testimonials");
  await expect(site.getByText(name)).toBeVisible();
  await expect(site.getByText("A very good course.")).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await card.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(field(page, "Name")).toHaveValue(name);
  await field(page, "Rating").fill("4");
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByRole("button", { name: "Add Testimonial" })).toBeVisible();
  await expect.poll(async () => (await find(name))?.rating).toBe(4);
  expect((await find(name)).image).toBeTruthy();

  await card.getByRole("button", { name: `Delete ${name}` }).click();
  await confirmDelete(page);
  await expect(card).toHaveCount(0);
  expect(await find(name)).toBeUndefined();
  await site.goto("/testimonials");
  await expect(site.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(site.getByText(name)).toHaveCount(0);
});

test("photos, slides and testimonials are put in order by keyboard and by drag; the public pages follow", async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const order = async (path: string) => ((await getJson(request, path)) as { id: number }[]).map((r) => r.id);
  const paths = ["/api/testimonials", "/api/sliders", "/api/gallery"];
  const before = await Promise.all(paths.map(order));
  /** Moves a handle from the keyboard, as a screen reader's user would: Space, an arrow, Space, with dnd-kit's words between. */
  const byKeyboard = async (handle: string, arrow: string, [from, place]: [number, number], of: number) => {
    const button = page.getByRole("button", { name: handle, exact: true });
    await button.focus();
    await page.keyboard.press("Space");
    // The drag has measured where each item is once it names the item's own place; and dnd-kit's
    // keyboard sensor starts listening for the arrows in a timer of its own, so one turn of the
    // page's timers comes first. An arrow pressed sooner is lost (clean-clone runs, which record no
    // trace between the steps, saw the slide stay where it was; reproduced here with CI=true).
    await expect(page.getByText(new RegExp(`would move to position ${from} of ${of}\\.$`))).toBeAttached();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await page.keyboard.press(arrow);
    await expect(page.getByText(new RegExp(`would move to position ${place} of ${of}\\.$`))).toBeAttached();
    await page.keyboard.press("Space");
    await expect(toast(page, "Order saved").first()).toBeVisible();
  };
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page);
    await open(page, "Testimonials", "Manage Testimonials");
    const testimonials = (await getJson(request, "/api/testimonials")) as { id: number; name: string }[];
    await byKeyboard(`Move ${testimonials[0].name}`, "ArrowRight", [1, 2], testimonials.length);
    await expect.poll(() => order("/api/testimonials")).toEqual([before[0][1], before[0][0], ...before[0].slice(2)]);
    const site = await visitor(page);
    await site.goto("/testimonials");
    await expect(site.locator(".pub-testimonial-person").first()).toContainText(testimonials[1].name);

    await open(page, "Slider", "Manage Slider");
    const slides = (await getJson(request, "/api/sliders")) as { id: number; title: string }[];
    await byKeyboard(`Move ${slides[1].title}`, "ArrowLeft", [2, 1], slides.length);
    await expect.poll(() => order("/api/sliders")).toEqual([before[1][1], before[1][0], ...before[1].slice(2)]);

    // By pointer: the first photo dragged onto the third's place.
    await open(page, "Gallery", "Manage Gallery");
    const from = await page.getByRole("button", { name: "Move photo 1", exact: true }).boundingBox();
    const to = await page.getByRole("button", { name: "Move photo 3", exact: true }).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(toast(page, "Order saved").first()).toBeVisible();
    await expect.poll(() => order("/api/gallery")).toEqual([before[2][1], before[2][2], before[2][0], ...before[2].slice(3)]);
    await expectNoSeriousA11yIssues(page);
  } finally {
    for (const [i, path] of paths.entries()) {
      expect((await request.put(`${path}/order`, { headers: auth, data: { ids: before[i] } })).status()).toBe(200);
    }
  }
});

test("dashboard: a chat opened from a course page counts beside the course's form inquiries", async ({ page, request }) => {
  const course = (await getJson(request, "/api/courses")).find((c: { batches: unknown[] }) => c.batches.length > 0);
  const token = await adminToken(request);
  const countsOf = async () =>
    (await (await request.get("/api/admin/inquiries-by-course", { headers: { Authorization: `Bearer ${token}` } })).json())
      .find((row: { course_id: number }) => row.course_id === course.id);
  const before = await countsOf();
  // The chat itself is WhatsApp's: answered here, with nothing leaving the machine.
  await page.context().route("https://wa.me/**", (route) => route.fulfill({ contentType: "text/plain", body: "chat" }));
  await page.goto(`/courses/${course.id}`);
  for (const link of [page.getByRole("link", { name: /Send Inquiry/ }), page.getByRole("link", { name: /Inquire Now/ }).first()]) {
    const counted = page.waitForResponse((res) => res.url().endsWith("/api/chats") && res.status() === 202);
    const chat = page.waitForEvent("popup");
    await link.click();
    await (await chat).close();
    await counted;
  }
  const name = unique("Form Asker");
  const asked = await request.post("/api/inquiries", {
    data: { name, email: "form-asker@example.com", mobile: "9876543210", message: "By the form", course_id: course.id },
  });
  expect(asked.status()).toBe(201);
  expect(await countsOf()).toEqual({ ...before, forms: before.forms + 1, chats: before.chats + 2 });

  await login(page);
  const table = page.getByRole("table", { name: "Inquiries by course" });
  const row = table.getByRole("row").filter({ has: page.getByRole("cell", { name: course.title, exact: true }) });
  await expect(row.getByRole("cell")).toHaveText([course.title, String(before.forms + 1), String(before.chats + 2)]);
  await expectNoSeriousA11yIssues(page);
});

test("follow-up desk: the office moves an inquiry to a stage with an owner, a day and a note, finds it due, and sees its enrolment on the dashboard", async ({ page, request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const course = (await getJson(request, "/api/courses"))[0];
  const settings = await getJson(request, "/api/settings");
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: settings.time_zone || undefined }).format(new Date());
  const me = (await (await request.get("/api/admin/staff", { headers })).json())
    .find((s: { username: string }) => s.username === adminCredentials.username);
  const name = unique("Desk Asker");
  const email = `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`;
  const month = async () =>
    (await (await request.get("/api/admin/enrolments-by-month", { headers })).json())
      .find((row: { month: string; course_id: number }) => row.month === today.slice(0, 7) && row.course_id === course.id);
  const before = await month();
  const asked = await request.post("/api/inquiries", {
    data: { name, email, mobile: "9876543210", message: "Is there a weekend batch?", course_id: course.id },
  });
  expect(asked.status()).toBe(201);

  await login(page);
  await open(page, "Inquiry Messages", "Inquiry Messages");
  await page.getByRole("searchbox").fill(name);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("new");
  await row.getByRole("button", { name: `Follow up ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Follow up ${name}` });
  await expect(dialog.getByText("No notes yet.")).toBeVisible();
  await dialog.getByLabel(/^Stage/).selectOption("contacted");
  await dialog.getByLabel("Owner").selectOption({ label: me.name });
  await dialog.getByLabel(/^Next follow-up/).fill(today);
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Follow-up saved")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText("contacted");
  await expect(row).toContainText(me.name);
  await expect(row).toContainText(today);
  await expect(row).toContainText("Handled");

  await row.getByRole("button", { name: `Follow up ${name}` }).click();
  await expect(dialog.getByLabel(/^Stage/)).toHaveValue("contacted");
  await dialog.getByLabel("New note").fill("Called: wants the weekend batch, will visit on Saturday.");
  await dialog.getByRole("button", { name: "Add note" }).click();
  await expect(toast(page, "Note added")).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: "Called: wants the weekend batch" })).toContainText(me.name);
  await expect(dialog.getByLabel("New note")).toHaveValue("");
  await dialog.getByRole("button", { name: "Close" }).click();

  // The dashboard counts the admin's follow-ups due; its card opens them.
  await open(page, "Dashboard", "Dashboard");
  const due = page.locator(".adm-card").filter({ hasText: "My Inquiry Follow-ups" });
  await expect(due.locator(".adm-card-value")).not.toHaveText(/^(0|…)$/);
  await due.getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?.*due=today/);
  await expect(page.getByLabel("Owner")).toHaveValue("mine");
  await expect(page.getByLabel("Follow-up")).toHaveValue("today");
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();

  // A registration with the inquiry's email enrols it; the month's funnel moves.
  await registerStudent(request, { name, email, mobile: "9123456780", password: "a-fine-secret-1", course_id: String(course.id) });
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("enrolled");
  await open(page, "Dashboard", "Dashboard");
  const table = page.getByRole("table", { name: "Inquiries and enrolments by month" });
  const monthRow = table.getByRole("row").filter({ has: page.getByRole("cell", { name: course.title, exact: true }) }).first();
  await expect(monthRow.getByRole("cell")).toHaveText([
    today.slice(0, 7),
    course.title,
    String((before?.inquiries ?? 0) + 1),
    String((before?.enrolled ?? 0) + 1),
  ]);
});

test("mail: the console lists what the site sent with its state, filters it, and sends a message again", async ({ page, request, mailbox }) => {
  const email = `outbox-${Date.now().toString(36)}@example.com`;
  const sent = await request.post("/api/contacts", {
    data: { name: "Outbox Visitor", email, mobile: "9876543210", message: "Hello there" },
  });
  expect(sent.status()).toBe(201);
  await mailbox.to(email);
  await login(page);
  await open(page, "Mail", "Mail");
  await expect(page.getByRole("note")).toContainText("Mail is sent from no-reply@localhost.");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Your message reached Northwind IT Academy");
  await expect(row.getByRole("cell").filter({ hasText: /^Sent / })).toBeVisible();

  await page.getByLabel("State").selectOption("Failed");
  await expect(page).toHaveURL(/state=failed/);
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await page.getByLabel("State").selectOption("Sent");
  await row.getByRole("button", { name: "Send again" }).click();
  await expect(toast(page, "Message queued to be sent again")).toBeVisible();
  // The same message again: one Message-ID, two arrivals.
  const copies = await mailbox.to(email, 2);
  expect(new Set(copies.map((mail) => mail.messageId)).size).toBe(1);
  await expectNoSeriousA11yIssues(page);
});

test("mail: the office's notices go to the addresses the Mail page lists, and back to the institute's email when emptied", async ({ page, request, mailbox }) => {
  await login(page);
  await open(page, "Mail", "Mail");
  const office = page.getByRole("form", { name: "Office notices" });
  const recipients = office.getByLabel("Send notices of new inquiries, messages and registrations to");
  await expect(office).toContainText("Empty: the institute's email from Settings (admissions@northwind-academy.example).");
  const token = await adminToken(request);
  try {
    await recipients.fill("desk@northwind-academy.example\nnot an address");
    await office.getByRole("button", { name: "Save recipients" }).click();
    await expect(office.getByText("Invalid email")).toBeVisible();
    await recipients.fill("desk@northwind-academy.example\nowner@northwind-academy.example");
    await office.getByRole("button", { name: "Save recipients" }).click();
    await expect(toast(page, "Office recipients saved")).toBeVisible();
    await page.reload();
    await expect(recipients).toHaveValue("desk@northwind-academy.example\nowner@northwind-academy.example");
    await expectNoSeriousA11yIssues(page);

    const name = unique("Desk Visitor");
    const sent = await request.post("/api/contacts", {
      data: { name, email: "desk-visitor@example.com", mobile: "9876543210", message: "Who reads this?" },
    });
    expect(sent.status()).toBe(201);
    const notice = await mailbox.first((mail) => mail.subject === `New contact message from ${name}`);
    expect(notice.to).toBe("desk@northwind-academy.example, owner@northwind-academy.example");
  } finally {
    const emptied = await request.put("/api/admin/mail/delivery", {
      headers: { Authorization: `Bearer ${token}` },
      data: { office_recipients: [] },
    });
    expect(emptied.status()).toBe(200);
  }
});

test("messages, students and inquiries: tables with search, delete, and the spreadsheet export", async ({ page, request }) => {
  const token = await adminToken(request);
  const sender = unique("Sender");
  expect(
    (await request.post("/api/contacts", {
      data: { name: sender, email: "sender@example.com", mobile: "9876501234", message: "Call me back" },
    })).ok(),
  ).toBe(true);
  const course = (await getJson(request, "/api/courses"))[0];
  const studentName = unique("Student");
  const email = `${studentName.replace(/\W/g, "")}@example.com`;
  expect(
    (await request.post("/api/students/register", {
      multipart: { name: studentName, email, mobile: "9876501234", password: "secret123", course_id: String(course.id) },
    })).status(),
  ).toBe(201);
  const asker = unique("Asker");
  expect(
    (await request.post("/api/inquiries", {
      data: { name: asker, email: "asker@example.com", mobile: "9876501234", message: "Next batch?", course_id: course.id },
    })).ok(),
  ).toBe(true);

  await login(page);
  await open(page, "Contact Messages", "Contact Messages");
  await field(page, "Search").fill(sender);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("row").filter({ hasText: sender })).toContainText("Call me back");
  await expectNoSeriousA11yIssues(page);
  await page.getByRole("button", { name: `Delete message from ${sender}` }).click();
  await confirmDelete(page);
  await expect(toast(page, "Message deleted")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: sender })).toHaveCount(0);
  expect((await getAuthed(request, "/api/contacts", token)).some((m: { name: string }) => m.name === sender)).toBe(false);

  await open(page, "Students", "Students");
  const row = page.getByRole("row").filter({ hasText: studentName });
  await expect(row).toContainText(course.title);
  await expectNoSeriousA11yIssues(page);
  await row.getByRole("button", { name: `Delete student ${studentName}` }).click();
  await confirmDelete(page);
  await expect(toast(page, "Student deleted")).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await request.post("/api/students/login", { data: { email, password: "secret123" } })).ok()).toBe(false);

  await open(page, "Inquiry Messages", "Inquiry Messages");
  await expect(page.getByRole("row").filter({ hasText: asker })).toContainText("Next batch?");
  // The inquiry's course is a column and a filter, kept in the address.
  await expect(page.getByRole("row").filter({ hasText: asker })).toContainText(course.title);
  await page.getByLabel("Course", { exact: true }).selectOption({ label: course.title });
  // The router writes the select's text as a JSON string: %22…%22 around the id.
  await expect(page).toHaveURL(new RegExp(`course_id=(%22)?${course.id}(%22)?(&|$)`));
  await expect(page.getByRole("row").filter({ hasText: asker })).toHaveCount(1);
  await expectNoSeriousA11yIssues(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export to Excel" }).click()]);
  expect(download.suggestedFilename()).toBe("inquiries.xlsx");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const cells: string[] = [];
  workbook.worksheets[0]!.eachRow((r) => r.eachCell((c) => cells.push(String(c.value))));
  expect(cells).toContain(asker);
});

/** The one sheet of a download: its rows as text and dates, and whether its header is frozen and filters. */
async function readSheet(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return { rows, frozen: sheet.views[0]?.state === "frozen" && sheet.views[0]?.ySplit === 1, filtered: Boolean(sheet.autoFilter) };
}

test("contact messages, students and course files export what their list shows, in the time zone the settings name", async ({ page, request }) => {
  const token = await adminToken(request);
  const sender = unique("Exported");
  expect((await request.post("/api/contacts", {
    data: { name: sender, email: "exported@example.com", mobile: "9876501234", message: "Weekend batches?" },
  })).ok()).toBe(true);
  const course = (await getJson(request, "/api/courses"))[0];
  const studentName = unique("Exported");
  const email = `${studentName.replace(/\W/g, "")}@example.com`;
  expect((await request.post("/api/students/register", {
    multipart: { name: studentName, email, mobile: "9876501234", password: "secret123", course_id: String(course.id) },
  })).status()).toBe(201);

  await login(page);
  await open(page, "Settings", "Settings");
  await field(page, "Time zone for exports").selectOption("Europe/Berlin");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "Settings saved")).toBeVisible();

  try {
    await open(page, "Contact Messages", "Contact Messages");
    await field(page, "Search").fill(sender);
    await expect(page.getByRole("row")).toHaveCount(2);
    const [messages] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export to Excel" }).click()]);
    expect(messages.suggestedFilename()).toBe("contacts.xlsx");
    const sent = (await getAuthed(request, `/api/contacts?q=${encodeURIComponent(sender)}`, token))[0];
    expect(await readSheet(messages)).toEqual({
      rows: [
        ["Name", "Email", "Mobile", "Message", "Date", "State", "Stage", "Owner", "Next follow-up"],
        [
          sender,
          "exported@example.com",
          "9876501234",
          "Weekend batches?",
          wallClock(new Date(sent.created_at), "Europe/Berlin"),
          "New",
          "new",
        ],
      ],
      frozen: true,
      filtered: true,
    });

    await open(page, "Students", "Students");
    await field(page, "Search").fill(studentName);
    await expect(page.getByRole("row")).toHaveCount(2);
    const [students] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export to Excel" }).click()]);
    expect(students.suggestedFilename()).toBe("students.xlsx");
    const registered = (await getAuthed(request, `/api/students?q=${encodeURIComponent(studentName)}`, token))[0];
    expect((await readSheet(students)).rows).toEqual([
      ["Name", "Email", "Mobile", "Course", "Status", "Registered"],
      [
        studentName,
        registered.email,
        "9876501234",
        course.title,
        "Waiting for approval",
        wallClock(new Date(registered.created_at), "Europe/Berlin"),
      ],
    ]);

    const handout = `${unique("exported").replace(/\W/g, "-")}.pdf`;
    expect((await request.post("/api/files/upload", {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { course_id: String(course.id), type: "material", file: { name: handout, mimeType: "application/pdf", buffer: pdf() } },
    })).status()).toBe(201);
    await open(page, "Course Files", "Course Files");
    await field(page, "Search").fill(handout);
    await expect(page.getByRole("row")).toHaveCount(2);
    const [files] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export to Excel" }).click()]);
    expect(files.suggestedFilename()).toBe("course-files.xlsx");
    const stored = (await getAuthed(request, `/api/files?q=${encodeURIComponent(handout)}`, token))[0];
    expect((await readSheet(files)).rows).toEqual([
      ["File", "Course", "Type", "Uploaded"],
      [handout, course.title, "material", wallClock(new Date(stored.created_at), "Europe/Berlin")],
    ]);

    await open(page, "Students", "Students");
    await page.route("**/api/students/export*", (route) => route.fulfill({ status: 500, json: { error: "x" } }), { times: 1 });
    await page.getByRole("button", { name: "Export to Excel" }).click();
    await expect(toast(page, "Export failed. Please try again.")).toBeVisible();
  } finally {
    const settings = await getJson(request, "/api/settings");
    await request.put("/api/settings", { headers: { Authorization: `Bearer ${token}` }, data: { ...settings, time_zone: "" } });
  }
});

test("failures show the spec's messages; the link dialog only takes safe addresses", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", async (d) => {
    dialogs.push(d.message());
    await d.accept();
  });

  await page.route("**/api/admin/login", (route) => route.fulfill({ json: { name: "Nobody" } }), { times: 1 });
  await page.goto("/admin");
  await field(page, "Username").fill("admin");
  await field(page, "Password").fill("x");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(toast(page, "No token received from server")).toBeVisible();
  await expectToastOnAnswer(page, "**/api/admin/login", { status: 500, body: "" }, "Login", "Login failed. Please try again.");
  await login(page);

  // Rich-text links: a javascript: address is refused, https is kept.
  await open(page, "Home", "Manage Home");
  const editor = page.getByRole("textbox", { name: "Content" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.getByRole("button", { name: "Link" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Add link" });
  await linkDialog.getByLabel(/^Link address/).fill("javascript:window.__xss=1");
  await linkDialog.getByRole("button", { name: "Save link" }).click();
  await expect(linkDialog.getByText("Links may only start with http://, https://, mailto: or tel:")).toBeVisible();
  await linkDialog.getByLabel(/^Link address/).fill("https://example.com/");
  await page.keyboard.press("Enter");
  await expect(linkDialog).toBeHidden();
  await expect(editor.locator('a[href="https://example.com/"]').first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Link" })).toHaveAttribute("aria-pressed", "true");
  // The link at the cursor opens for editing; Remove takes it off the text.
  await page.getByRole("button", { name: "Link" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit link" });
  await expect(editDialog.getByLabel(/^Link address/)).toHaveValue("https://example.com/");
  await editDialog.getByRole("button", { name: "Remove link" }).click();
  await expect(editor.locator("a")).toHaveCount(0);
  await page.getByRole("button", { name: "Link" }).click();
  await page.getByRole("dialog", { name: "Add link" }).getByLabel(/^Link address/).fill("mailto:office@example.com");
  await page.getByRole("dialog", { name: "Add link" }).getByRole("button", { name: "Save link" }).click();
  await expect(editor.locator('a[href="mailto:office@example.com"]').first()).toBeVisible();
  await expectToastOnAnswer(
    page,
    "**/api/home/update",
    { status: 500, json: { error: "Storage down" } },
    "Update Home",
    "Failed to update home content",
  );

  await page.route("**/api/courses/add", (route) => route.fulfill({ status: 400, json: { error: "Title is too long" } }), { times: 1 });
  await open(page, "Courses", "Manage Courses");
  await page.getByRole("button", { name: "New course" }).click();
  await field(page, "Title").fill("Will fail");
  await page.getByRole("button", { name: "Add Course" }).click();
  await expect(toast(page, "Title is too long")).toBeVisible();
  await expectToastOnAnswer(page, "**/api/courses/add", { status: 400, body: "" }, "Add Course", "Save failed");

  await page.route("**/api/sliders/add", (route) => route.fulfill({ status: 500, json: { error: "x" } }), { times: 1 });
  await open(page, "Slider", "Manage Slider");
  await field(page, "Title").fill("Will fail");
  await field(page, "Subtitle").fill("Will fail");
  await page.getByRole("button", { name: "Add Slider" }).click();
  await expect.poll(() => dialogs.at(-1)).toBe("Failed to save slider.");

  await page.route("**/api/gallery", (route) => route.fulfill({ status: 400, json: { error: "x" } }), { times: 1 });
  await open(page, "Gallery", "Manage Gallery");
  await expect(toast(page, "Failed to load gallery")).toBeVisible();

  await page.route("**/api/inquiries/export", (route) => route.fulfill({ status: 500, json: { error: "x" } }), { times: 1 });
  await open(page, "Inquiry Messages", "Inquiry Messages");
  await page.getByRole("button", { name: "Export to Excel" }).click();
  await expect.poll(() => dialogs.at(-1)).toBe("Export failed. Please try again.");
  await page.route("**/api/inquiries/export", (route) => route.fulfill({ status: 401, json: { error: "Unauthorized" } }), { times: 1 });
  await page.getByRole("button", { name: "Export to Excel" }).click();
  await expect.poll(() => dialogs.at(-1)).toBe("Unauthorized access. Please login again.");
});

// One test per width: both in one (every console page twice, with full-page screenshots) took
// 20 to 24 s here and passed 60 s on a slow CI day.
for (const width of [360, 1280]) {
  const title = width === 360
    ? "every admin page fits 360 px: tables become cards, every field and button in view; screenshots at 360"
    : "every admin page at 1280 px: drawn whole, nothing left loading; screenshots at 1280";
  test(title, async ({ page }, testInfo) => {
    await login(page);
    await page.setViewportSize({ width, height: 800 });
    for (const path of Object.values(ADMIN).filter((path) => path !== ADMIN.login)) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath(`${width}${path.replaceAll("/", "-")}.png`), fullPage: true });
      if (width > 360) continue;
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      // No table scrolls sideways: every field and action of a row is on the screen.
      const hidden = await page.locator(".adm-table-wrap").evaluateAll((wraps) =>
        wraps.filter((w) => w.scrollWidth > w.clientWidth).length
      );
      expect(hidden, path).toBe(0);
    }
  });
}

test("long tables page, search and sort on the server, and the address keeps the view", async ({ page, request }) => {
  const batch = unique("Pager").replace(/\W/g, "");
  for (let i = 1; i <= 26; i++) {
    const sent = await request.post("/api/inquiries", {
      data: { name: `${batch} n${i}`, email: "pager@example.com", mobile: "9876501234", message: "Paging" },
    });
    expect(sent.ok()).toBe(true);
  }
  await login(page);
  await open(page, "Inquiry Messages", "Inquiry Messages");
  await field(page, "Search").fill(batch);
  // The search lands in the address once typing pauses; on a site with no other inquiries the
  // count below reads the same before it.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${batch}(&|$)`));
  await expect(page.getByText("1–25 of 26")).toBeVisible();
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(26); // header + 25
  const pager = page.getByRole("navigation", { name: "Inquiries pages" });
  await expect(pager).toContainText("Page 1 of 2");
  // While the next page loads, the table shows this one marked as loading, as readable as ever
  // (dimmed, its headers failed the contrast check).
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  const nextPage = (url: URL) =>
    url.pathname === "/api/inquiries" && url.searchParams.get("offset") === "25" && url.searchParams.get("q") === batch;
  await page.route(nextPage, async (route) => {
    await held;
    await route.continue();
  }, { times: 1 });
  await pager.getByRole("button", { name: "Next" }).click();
  await expect(page.locator(".adm-stale[aria-busy=true]").getByRole("table")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  release();
  await expect(pager).toContainText("Page 2 of 2");
  await expect(rows).toHaveCount(2);
  expect(new URL(page.url()).searchParams.get("page")).toBe("2");
  expect(new URL(page.url()).searchParams.get("q")).toBe(batch);

  // Reload and a shared link keep the view; back returns to the first page.
  await page.reload();
  await expect(page.getByText("26–26 of 26")).toBeVisible();
  await expect(field(page, "Search")).toHaveValue(batch);
  await page.goBack();
  await expect(page.getByText("1–25 of 26")).toBeVisible();

  await field(page, "Rows per page").selectOption("50");
  await expect(rows).toHaveCount(27);
  await expect(pager).toHaveCount(0);

  const nameHeader = page.getByRole("columnheader", { name: /Name/ });
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(rows.nth(1)).toContainText(`${batch} n1`);
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(rows.nth(1)).toContainText(`${batch} n9`);
  expect(new URL(page.url()).searchParams.get("sort")).toBe("-name");

  await field(page, "Search").fill(`${batch} n21`);
  await expect(rows).toHaveCount(2);
  await expect(page.getByText("1–1 of 1")).toBeVisible();
  await field(page, "Search").fill(`${batch} nothing`);
  await expect(page.getByText("Nothing matches this search or filter.")).toBeVisible();
});

test("a list that fails to load says so and offers Retry, instead of showing an empty list", async ({ page, request }) => {
  const [testimonial] = await getJson(request, "/api/testimonials");
  const [course] = await getJson(request, "/api/courses");
  await login(page);
  let fail = true;
  await page.route("**/api/contacts?*", (route) => (fail ? route.fulfill({ status: 500, json: { error: "boom" } }) : route.continue()));
  await open(page, "Contact Messages", "Contact Messages");
  await expect(page.getByRole("alert").filter({ hasText: "Could not load the contact messages" })).toBeVisible();
  await expect(page.getByText("No messages found")).toHaveCount(0);
  fail = false;
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Could not load" })).toHaveCount(0);

  // The card and table screens too: testimonials and courses, each back after Retry.
  await page.route("**/api/testimonials", (route) => route.fulfill({ status: 500, json: { error: "boom" } }));
  await page.route("**/api/courses", (route) => route.fulfill({ status: 500, json: { error: "boom" } }));
  await open(page, "Testimonials", "Manage Testimonials");
  await expect(page.getByRole("alert").filter({ hasText: "Could not load the testimonials" })).toBeVisible();
  await expect(page.getByText("No testimonials found")).toHaveCount(0);
  await page.unroute("**/api/testimonials");
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { level: 3, name: testimonial.name }).first()).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Could not load the testimonials" })).toHaveCount(0);
  await open(page, "Courses", "Manage Courses");
  await expect(page.getByRole("alert").filter({ hasText: "Could not load the courses" })).toBeVisible();
  await expect(page.getByText("No courses found.")).toHaveCount(0);
  await page.unroute("**/api/courses");
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("table", { name: "Courses" }).getByRole("row").filter({ hasText: course.title }).first()).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Could not load the courses" })).toHaveCount(0);
});

test("home and about editors that fail to load say so with Retry instead of an empty form; Retry brings the form", async ({ page, request }) => {
  await login(page);
  for (
    const { label, api, what, stored } of [
      { label: "Home", api: "**/api/home", what: "home", stored: "/api/home" },
      { label: "About", api: "**/api/admin/about", what: "about", stored: "/api/about" },
    ]
  ) {
    await page.route(api, (route) => route.fulfill({ status: 500, json: { error: "boom" } }));
    await open(page, label, `Manage ${label}`);
    await expect(toast(page, `Failed to load ${what} content`)).toBeVisible();
    const failure = page.getByRole("alert").filter({ hasText: `Could not load the ${what} content` });
    await expect(failure).toBeVisible();
    await expect(page.getByRole("button", { name: `Update ${label}` })).toHaveCount(0);
    await page.unroute(api);
    await failure.getByRole("button", { name: "Retry" }).click();
    await expect(field(page, "Title")).toHaveValue((await getJson(request, stored)).title);
    await expect(page.getByRole("button", { name: `Update ${label}` })).toBeEnabled();
    await expect(failure).toHaveCount(0);
  }
});

test("a course open for editing whose list fails to load says so with Retry, not that the course is gone", async ({ page, request }) => {
  const [course] = await getJson(request, "/api/courses");
  await login(page);
  await page.route("**/api/courses", (route) => route.fulfill({ status: 500, json: { error: "boom" } }));
  await page.goto(`${ADMIN.courses}?edit=${course.id}`);
  await expect(toast(page, "Failed to load courses")).toBeVisible();
  const failure = page.getByRole("alert").filter({ hasText: "Could not load the courses" });
  await expect(failure).toBeVisible();
  await expect(page.getByText("This course no longer exists.")).toHaveCount(0);
  await page.unroute("**/api/courses");
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(field(page, "Title")).toHaveValue(course.title);
  await expect(failure).toHaveCount(0);
});

test("course files: courses that fail to load say so with Retry in the upload form and the filter; Retry fills both", async ({ page, request }) => {
  const [course] = await getJson(request, "/api/courses");
  await login(page);
  await page.route("**/api/courses", (route) => route.abort("failed"));
  await open(page, "Course Files", "Course Files");
  const failures = page.getByRole("alert").filter({ hasText: "Could not load the courses" });
  const inForm = page.locator("form.adm-form").getByRole("alert").filter({ hasText: "Could not load the courses" });
  await expect(inForm).toBeVisible();
  await expect(page.locator(".adm-toolbar").getByRole("alert").filter({ hasText: "Could not load the courses" })).toBeVisible();
  await expect(failures).toHaveCount(2);
  await page.unroute("**/api/courses");
  // One list behind both: one Retry fills them.
  await inForm.getByRole("button", { name: "Retry" }).click();
  await expect(field(page, "Course").getByRole("option", { name: course.title })).toBeAttached();
  await expect(field(page, "Filter by course").getByRole("option", { name: course.title })).toBeAttached();
  await expect(failures).toHaveCount(0);
});

test("settings that fail to load say so with Retry instead of the form; Retry brings the saved details", async ({ page, request }) => {
  const saved = await getJson(request, "/api/settings");
  await login(page);
  // The page hands the shell the settings: without them, the screen asks the API (which fails here).
  await withoutHandedData(page, ADMIN.settings);
  await page.route("**/api/settings", (route) => route.fulfill({ status: 500, json: { error: "boom" } }));
  await page.goto(ADMIN.settings);
  const failure = page.getByRole("alert").filter({ hasText: "Could not load the settings" });
  await expect(failure).toBeVisible();
  await expect(page.getByRole("button", { name: "Save settings" })).toHaveCount(0);
  await page.unroute("**/api/settings");
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(field(page, "Institute name")).toHaveValue(saved.name);
  await expect(failure).toHaveCount(0);
});

test("messages are new until marked handled, one or many at once; the sidebar counts the new ones; Reply opens the mail client", async ({ page, request }) => {
  const batch = unique("State").replace(/\W/g, "");
  for (const n of [1, 2, 3]) {
    const sent = await request.post("/api/contacts", {
      data: { name: `${batch} c${n}`, email: `${batch.toLowerCase()}${n}@example.com`, mobile: "9876501234", message: "Hello" },
    });
    expect(sent.ok()).toBe(true);
  }
  await login(page);
  const badge = page.getByRole("navigation", { name: "Admin" }).locator("li").filter({ hasText: "Contact Messages" }).locator(".adm-badge");
  await expect(badge).toHaveText(/^\d+ new$/);
  const before = Number((await badge.textContent())!.split(" ")[0]);
  expect(before).toBeGreaterThanOrEqual(3);

  await open(page, "Contact Messages", "Contact Messages");
  await field(page, "Search").fill(batch);
  // The search is sent once typing pauses: on a fresh database the whole list is these three too.
  await expect(page).toHaveURL(new RegExp(`q=${batch}`));
  const rows = page.getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: `${batch} c1` })).toContainText("New");
  await expect(page.getByRole("link", { name: `Reply to ${batch} c1` })).toHaveAttribute(
    "href",
    `mailto:${batch.toLowerCase()}1@example.com?subject=Re%3A%20your%20message`,
  );

  await page.getByRole("checkbox", { name: `Select the message from ${batch} c1` }).check();
  await page.getByRole("checkbox", { name: `Select the message from ${batch} c2` }).check();
  await expect(page.getByText("2 selected")).toBeVisible();
  await page.getByRole("button", { name: "Mark handled" }).click();
  await expect(toast(page, "Marked 2 handled")).toBeVisible();
  await expect(rows.filter({ hasText: `${batch} c1` })).toContainText("Handled");
  await expect(badge).toHaveText(`${before - 2} new`);

  await field(page, "Show").selectOption("new");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`${batch} c3`);
  await field(page, "Show").selectOption("handled");
  await expect(rows).toHaveCount(3);
  await page.getByRole("checkbox", { name: "Select every row on this page" }).check();
  await page.getByRole("button", { name: "Mark new" }).click();
  await expect(toast(page, "Marked 2 new")).toBeVisible();
  await expect(page.getByText("Nothing matches this search or filter.")).toBeVisible();
  await expect(badge).toHaveText(`${before} new`);
  await expectNoSeriousA11yIssues(page);
});

test("the dashboard says when its counters could not be loaded, instead of showing zeros", async ({ page }) => {
  await page.route("**/api/admin/dashboard-stats", (route) => route.fulfill({ status: 500, json: { error: "boom" } }));
  await login(page);
  await expect(page.getByRole("alert").filter({ hasText: "The counters could not be loaded." })).toBeVisible();
  await expect(page.locator(".adm-card-value").first()).toHaveText("—");
  await page.unroute("**/api/admin/dashboard-stats");
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "could not be loaded" })).toHaveCount(0);
  await expect(page.locator(".adm-card-value").first()).toHaveText(/^\d+$/);
});

test("with the API away (a gateway's 502), the console says the service is unavailable, with Retry; back, Retry shows the screen", async ({ page }) => {
  await login(page);
  // The reads of a screen not yet opened meet nginx's answer while the API is stopped.
  const reads = "**/api/students?*";
  await page.route(reads, (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<html>502 Bad Gateway</html>" }));
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Students", exact: true }).click();
  const notice = page.getByRole("alert").filter({ hasText: "The service is unavailable right now. Please try again in a moment." });
  // After the reads' own retries.
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.unroute(reads);
  await notice.getByRole("button", { name: "Retry" }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("table").or(page.getByText("No students found"))).toBeVisible();
});

test("a screen whose code cannot be fetched says so inside the console, whose menu stays; Retry loads it", async ({ page }) => {
  await login(page);
  // The students screen's chunk alone fails, as when a release removed it: the router loads the
  // page again once (for a release that replaced it), then the screen's failure shows inside the layout.
  const screenCode = /\/remotes\/admin\/assets\/StudentsPage-[^/]+\.js$/;
  await page.route(screenCode, (route) => route.abort("connectionrefused"));
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Students", exact: true }).click();
  const failed = page.getByRole("alert").filter({ hasText: "This page could not be loaded." });
  await expect(failed).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/students$/);
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "The admin console could not be loaded" })).toHaveCount(0);
  await page.unroute(screenCode);
  await failed.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();
  await expect(failed).toHaveCount(0);
});

test("with the server away, a screen not opened yet says so inside the console; Retry says it is still away, then loads it", async ({ page }) => {
  await login(page);
  // Offline: every request fails, the page itself too, so loading it again would show the browser's own error page.
  await page.context().setOffline(true);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Students", exact: true }).click();
  const failed = page.getByRole("alert").filter({ hasText: "This page could not be loaded." });
  await expect(failed).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/students$/);
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
  const retry = page.getByRole("alert").getByRole("button", { name: "Retry" });
  await retry.click();
  await expect(page.getByRole("alert").filter({ hasText: "The server still cannot be reached." })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();

  await page.context().setOffline(false);
  await retry.click();
  await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "could not be loaded" })).toHaveCount(0);
});

for (const width of [1280, 360]) {
  test(`inquiries at ${width} px: no column is cut off, and a long message shows two lines with the whole on demand`, async ({ page, request }) => {
    const name = unique("Weekend Learner");
    const message = "I would like to know whether the weekend batch of the full stack course covers deployment to the cloud, " +
      "and whether there is a placement drive at the end of it, as I work during the week and can only attend on Saturdays and Sundays.";
    const sent = await request.post("/api/inquiries", {
      data: { name, email: "weekend.learner.with.a.long.address@example-institute-domain.com", mobile: "9876543210", message },
    });
    expect(sent.ok()).toBe(true);
    await page.setViewportSize({ width, height: 800 });
    await login(page);
    await page.goto(`/admin/inquiries?q=${encodeURIComponent(name)}`);
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    const table = page.locator(".adm-table-wrap");
    expect(await table.evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth), "the table needs no sideways scrolling")
      .toBeLessThanOrEqual(0);
    const reply = (await row.getByRole("link", { name: `Reply to ${name}` }).boundingBox())!;
    expect(reply.x + reply.width, "the row's actions are on the screen").toBeLessThanOrEqual(width);

    const text = row.getByText(message);
    const lines = () => text.evaluate((p) => Math.round(p.clientHeight / parseFloat(getComputedStyle(p).lineHeight)));
    expect(await lines()).toBe(2);
    const more = row.getByRole("button", { name: "Show all" });
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    await expect(row.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    expect(await lines()).toBeGreaterThan(2);
    expect(await text.evaluate((p) => p.scrollHeight - p.clientHeight), "the whole message shows").toBeLessThanOrEqual(0);
    await expectNoSeriousA11yIssues(page);
  });
}

test("activity: the log says who did what in words, filtered by action and entity, newest first", async ({ page, request }) => {
  const token = await adminToken(request);
  const sent = await request.post("/api/contacts", {
    data: { name: unique("Logged"), email: "logged@example.com", mobile: "9876501234", message: "Hello" },
  });
  const { id } = await sent.json();
  const marked = await request.put("/api/contacts/handled", {
    headers: { Authorization: `Bearer ${token}` },
    data: { ids: [id], handled: true },
  });
  expect(marked.ok()).toBe(true);

  await login(page);
  await open(page, "Activity", "Activity");
  await field(page, "Action").selectOption("markHandled");
  await field(page, "Entity").selectOption("Contact messages");
  const row = page.getByRole("row").filter({ hasText: String(id) }).first();
  await expect(row).toContainText("Marked 1 contact message handled");
  await expect(row).toContainText(`ids: [${id}]`);
  expect(new URL(page.url()).searchParams.get("action")).toBe("markHandled");
  await field(page, "Action").selectOption("login");
  await field(page, "Entity").selectOption("Admin");
  await expect(page.getByRole("row").nth(1)).toContainText("Logged in");

  // A reset link names its student, and a change to a student names the student.
  const course = (await getJson(request, "/api/courses"))[0];
  const name = unique("Logged Student");
  const student = await registerStudent(request, {
    name,
    email: `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`,
    mobile: "9123456780",
    password: "a-fine-secret-1",
    course_id: String(course.id),
  });
  const headers = { Authorization: `Bearer ${token}` };
  expect((await request.post(`/api/students/${student.id}/reset-link`, { headers })).status()).toBe(201);
  await field(page, "Action").selectOption("issue");
  await field(page, "Entity").selectOption("Password resets");
  await expect(page.getByRole("row").nth(1)).toContainText(`Issued a password reset link for the student “${name}”`);
  await field(page, "Action").selectOption("");
  await field(page, "Entity").selectOption("Students");
  await expect(page.getByRole("row").filter({ hasText: `Changed the student “${name}”` })).toHaveCount(1);
  await expectNoSeriousA11yIssues(page);
});

test("staff: an admin adds another, disables it (it cannot log in) and enables it again", async ({ page, request }) => {
  const username = unique("staff").toLowerCase().replace(/[^a-z0-9]/g, "");
  const password = "an-initial-passphrase-9";
  await login(page);
  await open(page, "Staff", "Staff");
  await page.getByRole("button", { name: "Add admin" }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await field(page, "Username").fill(username);
  await field(page, "Name").fill(`Staff ${username}`);
  await field(page, "Initial password").fill("short");
  await page.getByRole("button", { name: "Add admin" }).click();
  await expect(page.getByText("Password must be at least 12 characters")).toBeVisible();
  await field(page, "Initial password").fill(password);
  await field(page, "Email").fill("not an address");
  await page.getByRole("button", { name: "Add admin" }).click();
  await expect(page.getByText("Invalid email")).toBeVisible();
  await field(page, "Email").fill(`${username}@northwind-academy.example`);
  await page.getByRole("button", { name: "Add admin" }).click();
  await expect(toast(page, `Staff ${username} can now log in`)).toBeVisible();
  await expect(field(page, "Username")).toHaveValue("");
  const row = page.getByRole("row").filter({ hasText: username });
  await expect(row).toContainText("Enabled");
  await expect(row).toContainText(`${username}@northwind-academy.example`);
  expect((await request.post("/api/admin/login", { data: { username, password } })).ok()).toBe(true);

  await row.getByRole("button", { name: `Disable Staff ${username}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Disable" }).click();
  await expect(row).toContainText("Disabled");
  expect((await request.post("/api/admin/login", { data: { username, password } })).status()).toBe(401);
  await row.getByRole("button", { name: `Enable Staff ${username}` }).click();
  await expect(row).toContainText("Enabled");
  expect((await request.post("/api/admin/login", { data: { username, password } })).ok()).toBe(true);
  await expectNoSeriousA11yIssues(page);
});

test("a staff member sets an email in the top bar, forgets the password, and sets a new one from the mailed link", async ({ page, request, mailbox }) => {
  const username = unique("keeper").toLowerCase().replace(/[^a-z0-9]/g, "");
  const email = `${username}@northwind-academy.example`;
  const password = "an-initial-passphrase-9";
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const added = await request.post("/api/admin/staff", { headers, data: { username, name: `Keeper ${username}`, password } });
  expect(added.status()).toBe(201);

  await page.goto("/admin");
  await field(page, "Username").fill(username);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole("button", { name: "Email", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Your email" });
  await dialog.getByLabel("Email", { exact: true }).fill("not an address");
  await dialog.getByRole("button", { name: "Save email" }).click();
  await expect(dialog.getByText("Invalid email")).toBeVisible();
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByLabel(/^Current password/).fill("not-the-password-1");
  await dialog.getByRole("button", { name: "Save email" }).click();
  await expect(dialog.getByText("Your current password is not correct")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await dialog.getByLabel(/^Current password/).fill(password);
  await dialog.getByRole("button", { name: "Save email" }).click();
  await expect(toast(page, "Email saved")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Logout" }).click();

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If a staff account uses that email" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const mail = await mailbox.first((m) => m.to === email && m.subject?.startsWith("Set a new password for") === true);
  const link = mail.text.match(/https?:\/\/\S+\/admin\/reset-password\?token=[\w-]{43}/)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1, name: "Set a new password" })).toBeVisible();
  await page.getByLabel(/^New password/).fill("short-pass");
  await page.getByLabel(/^Confirm new password/).fill("short-pass");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Password must be at least 12 characters")).toBeVisible();
  await page.getByLabel(/^New password/).fill("a-mailed-passphrase-2");
  await page.getByLabel(/^Confirm new password/).fill("a-mailed-passphrase-2");
  await page.getByRole("button", { name: "Set password" }).click();
  await page.getByRole("status").filter({ hasText: "Your password has been changed." }).getByRole("link", { name: "Log in with it" })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await field(page, "Username").fill(username);
  await field(page, "Password").fill("a-mailed-passphrase-2");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect((await request.post("/api/admin/login", { data: { username, password } })).status()).toBe(401);

  // Spent, the link says so and offers a new one, outside the console.
  await page.goto(link!);
  await page.getByLabel(/^New password/).fill("a-third-passphrase-3");
  await page.getByLabel(/^Confirm new password/).fill("a-third-passphrase-3");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This reset link has already been used." })).toBeVisible();
  await page.getByRole("link", { name: "Get a new link by mail" }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
});

test("a student who forgot the password: the admin's one-time reset link, used once, ends the old password", async ({ page, request }) => {
  const course = (await getJson(request, "/api/courses"))[0];
  const email = `reset-${Date.now().toString(36)}@example.com`;
  const name = unique("Reset Student");
  const registered = await request.post("/api/students/register", {
    multipart: { name, email, mobile: "9123456780", password: "old-secret-1", course_id: String(course.id) },
  });
  expect(registered.status()).toBe(201);

  await login(page);
  await open(page, "Students", "Students");
  await page.getByRole("searchbox").fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await row.getByRole("button", { name: `Reset link for ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Password reset link for ${name}` });
  const linkField = dialog.getByLabel("Reset link");
  await expect(linkField).toHaveValue(/\/student-reset\?token=[\w-]{43}$/);
  await expectNoSeriousA11yIssues(page);
  const link = await linkField.inputValue();
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.goto("/student-login");
  await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/student-forgot-password");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  await field(page, "New password").fill("new-secret-2");
  await field(page, "Confirm new password").fill("new-secret-3");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("The new passwords do not match")).toBeVisible();
  await field(page, "Confirm new password").fill("new-secret-2");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(toast(page, "Your password has been changed. You can log in now.")).toBeVisible();
  // The page says so, with the way to log in; then the login page follows, and says so too.
  await expect(
    page.getByRole("status").filter({ hasText: "Your password has been changed." }).getByRole("link", { name: "Log in with it" }),
  )
    .toHaveAttribute("href", "/student-login");
  await expect(page).toHaveURL(/\/student-login$/);
  await expect(page.getByRole("status").filter({ hasText: "Your password has been changed: log in with the new one." })).toBeVisible();
  const studentLogin = (password: string) => request.post("/api/students/login", { data: { email, password } });
  expect((await studentLogin("old-secret-1")).status()).toBe(401);
  expect((await studentLogin("new-secret-2")).status()).toBe(200);

  // The link works once; a link with no token says so at once.
  await page.goto(link);
  await field(page, "New password").fill("third-secret-3");
  await field(page, "Confirm new password").fill("third-secret-3");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This reset link has already been used." })).toBeVisible();
  await page.goto("/student-reset");
  await expect(page.getByText("This reset link is not valid. Ask the institute for a new one.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Set password" })).toHaveCount(0);
});

test("dates show in the locale and time zone the admin picks (the browser's by default), the exact time on hover", async ({ page }) => {
  await login(page);
  await open(page, "Activity", "Activity");
  const cell = page.locator("td time").first();
  const iso = (await cell.getAttribute("datetime"))!;
  // Formatted by the browser's own Intl, as the console does.
  const format = (locale: string | undefined, timeZone: string | undefined, style: Intl.DateTimeFormatOptions) =>
    page.evaluate(
      ([at, l, zone, s]) => new Intl.DateTimeFormat(l, { ...s, timeZone: zone }).format(new Date(at)),
      [iso, locale, timeZone, style] as const,
    );
  const short = { dateStyle: "medium", timeStyle: "short" } as const;
  await expect(cell).toHaveText(await format(undefined, undefined, short));

  const pick = async (locale: string, zone: string) => {
    await page.getByRole("button", { name: "Dates" }).click();
    const dialog = page.getByRole("dialog", { name: "How dates are shown" });
    await dialog.getByLabel("Language and region").selectOption(locale);
    await dialog.getByLabel("Time zone").selectOption(zone);
    await dialog.getByRole("button", { name: "Done" }).click();
  };
  await pick("en-US", "UTC");
  await expect(cell).toHaveText(await format("en-US", "UTC", short));
  await pick("en-GB", "Asia/Kolkata");
  await expect(cell).toHaveText(await format("en-GB", "Asia/Kolkata", short));
  await expect(cell).toHaveAttribute("title", await format("en-GB", "Asia/Kolkata", { dateStyle: "full", timeStyle: "long" }));
  await page.reload();
  await expect(page.locator("td time").first()).toHaveText(await format("en-GB", "Asia/Kolkata", short));
  await expectNoSeriousA11yIssues(page);
});

test("privacy: the office writes the notice; the footer and every form that asks for personal details lead visitors to it", async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${await adminToken(request)}` };
  const before = await getJson(request, "/api/privacy");
  try {
    await login(page);
    await open(page, "Privacy", "Privacy Notice");
    const editor = page.getByRole("textbox", { name: "Notice" });
    await expect(editor).toContainText("What we store");
    await editor.click();
    await page.keyboard.press("ControlOrMeta+A");
    const line = unique("We keep inquiries for 12 months");
    await page.keyboard.type(line);
    await expect(editor).toHaveText(line);
    await page.getByRole("button", { name: "Save Notice" }).click();
    await expect(toast(page, "Privacy notice saved")).toBeVisible();
    expect((await getJson(request, "/api/privacy")).content).toBe(`<p>${line}</p>`);
    await expectNoSeriousA11yIssues(page);

    const site = await visitor(page);
    await site.goto("/");
    // The visitor number lives in the browser session until the notice has been seen, then is kept.
    const numbers = () =>
      site.evaluate(() => ({
        session: sessionStorage.getItem("institute.visitor.session"),
        kept: localStorage.getItem("institute.visitor.kept"),
      }));
    await expect.poll(async () => (await numbers()).session).toBeTruthy();
    const { session } = await numbers();
    expect((await numbers()).kept).toBeNull();
    await site.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Privacy Notice" }).click();
    await expect(site).toHaveURL(/\/privacy$/);
    await expect(site.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible();
    await expect(site.getByText(line)).toBeVisible();
    await expect.poll(numbers).toEqual({ session: null, kept: session });
    await expect(site.getByText(/^Last updated \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    for (
      const [path, form] of [["/contact", "Contact form"], ["/inquiry", "Course Inquiry"], ["/student-register", "Student Registration"]]
    ) {
      await site.goto(path);
      const consent = site.locator(".form-consent");
      await expect(consent, form).toContainText("We use these details only");
      await expect(consent.getByRole("link", { name: "Privacy Notice" })).toHaveAttribute("href", "/privacy");
    }
  } finally {
    expect((await request.put("/api/privacy", { headers: auth, data: { content: before.content } })).status()).toBe(200);
  }
});

test("settings: the office sets how long inquiries and contact messages are kept, and the log says so", async ({ page, request }) => {
  const token = await adminToken(request);
  const retention = async () => (await getAuthed(request, "/api/admin/message-retention", token)).months;
  try {
    await login(page);
    await open(page, "Settings", "Settings");
    const keep = page.getByLabel("Keep inquiries and contact messages for", { exact: true });
    await expect(keep).toHaveValue("0");
    await expect(keep.locator("option:checked")).toHaveText("Keep them all");
    await keep.selectOption({ label: "2 years" });
    await page.getByRole("form", { name: "Keeping messages" }).getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Retention saved")).toBeVisible();
    expect(await retention()).toBe(24);
    await page.reload();
    await expect(page.getByLabel("Keep inquiries and contact messages for", { exact: true })).toHaveValue("24");
  } finally {
    const reset = await request.put("/api/admin/message-retention", { headers: { Authorization: `Bearer ${token}` }, data: { months: 0 } });
    expect(reset.status()).toBe(200);
  }
});

test("settings: the institute's details are checked field by field, saved, and shown again after a reload", async ({ page, request }) => {
  await login(page);
  await open(page, "Settings", "Settings");
  const name = field(page, "Institute name");
  await expect(name).not.toHaveValue("");
  const original = await name.inputValue();
  await field(page, "WhatsApp number").fill("+91 98765");
  await field(page, "Social links").fill("https://www.linkedin.com/company/x\nftp://old.example");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("WhatsApp number: 8 to 15 digits with the country code")).toBeVisible();
  await expect(page.getByText("must start with https:// or http://")).toBeVisible();
  // Written as people write it; kept as the digits a wa.me link takes.
  await field(page, "WhatsApp number").fill("+91 98765 43210");
  await field(page, "Social links").fill("https://www.linkedin.com/company/x");
  const renamed = unique("Academy");
  await name.fill(renamed);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "Settings saved")).toBeVisible();
  expect((await getJson(request, "/api/settings")).name).toBe(renamed);
  await page.reload();
  await expect(field(page, "Institute name")).toHaveValue(renamed);
  await expect(field(page, "WhatsApp number")).toHaveValue("919876543210");
  await expectNoSeriousA11yIssues(page);
  // Other tests read the demo institute's name.
  await field(page, "Institute name").fill(original);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "Settings saved")).toBeVisible();
});

test("students: a registration waits for approval; the office approves it from the dashboard's counter, then changes the course", async ({ page, request }) => {
  const [course, other] = await getJson(request, "/api/courses");
  const name = unique("Waiting Student");
  const email = `${name.replace(/\W/g, "")}@example.com`;
  await registerStudent(request, { name, email, mobile: "9876501234", password: "secret123", course_id: String(course.id) }, false);

  await login(page);
  // The dashboard lists the newest registrations waiting, with their course, and the way to all of them.
  const waiting = page.getByRole("region", { name: "Registrations waiting for approval" });
  await expect(waiting.getByRole("listitem").filter({ hasText: name })).toContainText(course.title);
  await expect(waiting.getByRole("link", { name: /^See all \d+$/ })).toHaveAttribute("href", "/admin/students?status=pending");
  for (const region of ["New inquiries", "New contact messages"]) await expect(page.getByRole("region", { name: region })).toBeVisible();
  const pending = page.locator(".adm-card").filter({ hasText: "Pending Registrations" });
  await expect(pending.locator(".adm-card-value")).toHaveText(/^[1-9]\d*$/);
  await pending.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();
  await expect(field(page, "Status")).toHaveValue("pending");
  await page.getByRole("searchbox").fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Waiting for approval");
  await expectNoSeriousA11yIssues(page);
  await row.getByRole("button", { name: `Approve ${name}` }).click();
  await expect(toast(page, `${name} approved: the course's files are open to them`)).toBeVisible();
  // Approved, it leaves the list of those waiting.
  await expect(row).toHaveCount(0);
  await field(page, "Status").selectOption("active");
  await expect(row).toContainText("Active");
  await expect(row.getByRole("button", { name: `Approve ${name}` })).toHaveCount(0);

  await row.getByRole("button", { name: `Edit student ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(dialog.getByLabel(/^Course/)).toHaveValue(String(course.id));
  await expectNoSeriousA11yIssues(page);
  await dialog.getByLabel(/^Mobile/).fill("12");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("Mobile must be 10 digits")).toBeVisible();
  await dialog.getByLabel(/^Mobile/).fill("+91 98765 43210");
  await dialog.getByLabel(/^Course/).selectOption({ label: other.title });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Student updated")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(other.title);
  await expect(row).toContainText("9876543210");
});
