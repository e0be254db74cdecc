import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { readFileSync } from "node:fs";
import { adminToken, approveStudent, expectNoSeriousA11yIssues, pdf, registerStudent, toast } from "./helpers.ts";

const PASSWORD = "secret123";
const personImage = (n: number) => ({
  name: `person-${n}.jpg`,
  mimeType: "image/jpeg",
  buffer: readFileSync(`api/seed/images/person-${n}.jpg`),
});

/** The API tests' minimal valid PDF, as a Buffer for Playwright's uploads. */

const uniqueEmail = (tag: string) => `portal-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function firstCourse(request: APIRequestContext): Promise<{ id: number; title: string }> {
  return (await (await request.get("/api/courses")).json())[0];
}

async function uploadCoursePdf(request: APIRequestContext, courseId: number, type: string, name: string, bytes: Buffer) {
  const token = await adminToken(request);
  const uploaded = await request.post("/api/files/upload", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { course_id: String(courseId), type, file: { name, mimeType: "application/pdf", buffer: bytes } },
  });
  expect(uploaded.status()).toBe(201);
}

/** A student made through the API, with a session stored in the page (the UI login is tested once, below). */
async function loggedInStudent(page: Page, request: APIRequestContext, withImage = false) {
  const course = await firstCourse(request);
  const email = uniqueEmail("api");
  const name = "Meera Krishnan";
  await registerStudent(request, {
    name,
    email,
    mobile: "9123456780",
    password: PASSWORD,
    course_id: String(course.id),
    ...(withImage ? { profile_image: personImage(2) } : {}),
  });
  const { token } = await (await request.post("/api/students/login", { data: { email, password: PASSWORD } })).json();
  await page.goto("/student-login");
  await page.evaluate(([t, n]) => {
    localStorage.setItem("institute.student.token", t!);
    localStorage.setItem("institute.student.name", n!);
  }, [token, name]);
  return { course, email, name };
}

const errorText = (page: Page, text: string) => page.locator(".field-error").filter({ hasText: text });

/** The inline failure that says `text` and offers Retry (an error toast may say the same text). */
const loadFailure = (page: Page, text: string) =>
  page.getByRole("alert").filter({ hasText: text }).filter({ has: page.getByRole("button", { name: "Retry" }) });

test("a student registers with a photo (and is mailed a welcome), logs in, opens a course PDF, edits the profile and logs out", async ({ page, request, mailbox }) => {
  const course = await firstCourse(request);
  const email = uniqueEmail("ui");

  // Registration: every field is checked on blur, with the spec's messages.
  await page.goto("/student-register");
  await expect(page.getByRole("heading", { level: 1, name: "Student Registration" })).toBeVisible();
  const form = {
    name: page.getByLabel("Name"),
    email: page.getByLabel("Email"),
    mobile: page.getByLabel("Mobile"),
    password: page.getByLabel("Password"),
    course: page.getByLabel("Course"),
  };
  await expect(form.course.locator("option").first()).toHaveText("Select a course");
  await expect(form.course.getByRole("option", { name: course.title })).toBeAttached();
  for (const control of Object.values(form)) {
    await control.focus();
    await control.blur();
  }
  for (
    const message of [
      "Name is required.",
      "Invalid email",
      "Mobile must be 10 digits",
      "Password must be at least 6 characters",
      "Please select a course.",
    ]
  ) {
    await expect(errorText(page, message)).toBeVisible();
  }
  await expect(form.name).toHaveAttribute("aria-invalid", "true");

  // Fixing a field clears its message; an invalid value keeps one.
  await form.name.fill("Arjun Mehta");
  await expect(errorText(page, "Name is required.")).toHaveCount(0);
  await form.email.fill("not-an-email");
  await form.email.blur();
  await expect(errorText(page, "Invalid email")).toBeVisible();
  // Mobile keeps digits only and never more than 10.
  await form.mobile.pressSequentially("98a76-5");
  await expect(form.mobile).toHaveValue("98765");
  await form.mobile.blur();
  await expect(errorText(page, "Mobile must be 10 digits")).toBeVisible();
  await form.mobile.press("End");
  await form.mobile.pressSequentially("432109999");
  await expect(form.mobile).toHaveValue("9876543210");
  // The input has room for a number pasted or autofilled with its country code; its digits are kept.
  await form.mobile.fill("+91 98765 43210");
  await expect(form.mobile).toHaveValue("9876543210");
  await form.mobile.fill("");
  await form.mobile.pressSequentially("098765 43210");
  await expect(form.mobile).toHaveValue("9876543210");
  await expect(errorText(page, "Mobile must be 10 digits")).toHaveCount(0);
  await form.password.fill("123");

  // Submitting with errors: the messages again, and the toast.
  await page.getByRole("button", { name: "Register" }).click();
  await expect(toast(page, "Please correct form errors")).toBeVisible();
  await expect(errorText(page, "Invalid email")).toBeVisible();
  await expect(errorText(page, "Password must be at least 6 characters")).toBeVisible();
  await expect(errorText(page, "Please select a course.")).toBeVisible();

  await form.email.fill(email);
  await form.password.fill(PASSWORD);
  await form.course.selectOption({ label: course.title });
  await page.getByLabel("Profile image (optional)").setInputFiles(personImage(1));
  await expect(page.getByRole("img", { name: "Preview of person-1.jpg" })).toBeVisible();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(toast(page, "Registration successful!")).toBeVisible();
  await expect(page).toHaveURL(/\/student-register$/);
  await expect(page).toHaveURL(/\/student-login$/, { timeout: 5000 });
  // The login starts from the email just registered (kept in the page's history entry, not its address).
  await expect(page.getByLabel("Email")).toHaveValue(email);
  const [welcome] = await mailbox.to(email);
  expect(welcome.subject).toBe("Welcome to Northwind IT Academy");
  expect(welcome.text).toContain(`Thank you for registering for ${course.title}.`);

  // Login through the page; the shell's header greets the student.
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByText("Welcome, Arjun Mehta")).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  // The admin uploads a PDF for the student's course. Until the office approves the registration,
  // /resources says so and how to reach the office, and offers no file.
  const bytes = pdf(`Syllabus for ${email}`);
  const fileName = `syllabus-${Date.now()}.pdf`;
  await uploadCoursePdf(request, course.id, "syllabus", fileName, bytes);
  await nav.getByRole("link", { name: "Course Resources" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Course Resources" })).toBeVisible();
  const waiting = page.getByRole("status").filter({ hasText: "Your registration is waiting for approval" });
  await expect(waiting).toBeVisible();
  await expect(waiting.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expect(page.getByRole("link", { name: new RegExp(fileName) })).toHaveCount(0);
  await expectNoSeriousA11yIssues(page);

  // The office approves it: the same session now lists the course's files.
  const listed = await request.get(`/api/students?q=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  const [{ id }] = await listed.json();
  await approveStudent(request, id);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Syllabus" })).toBeVisible();
  const link = page.getByRole("link", { name: new RegExp(fileName) });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/signature=/);
  const popupPromise = page.waitForEvent("popup");
  await link.click();
  const popup = await popupPromise;
  await expect.poll(() => popup.url()).toContain(href.split("?")[0]);
  await popup.close();
  const download = await page.request.get(href);
  expect(download.status()).toBe(200);
  const body = await download.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(body.length).toBe(bytes.length);

  // Profile: the stored values, read-only email and course, then a change the header follows at once.
  await nav.getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My Profile" })).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Arjun Mehta");
  await expect(page.getByLabel("Mobile")).toHaveValue("9876543210");
  const facts = page.locator(".portal-facts");
  await expect(facts).toContainText(email);
  await expect(facts).toContainText(course.title);
  await expect(page.getByRole("textbox", { name: "Email" })).toHaveCount(0);
  const photo = page.getByRole("img", { name: "Profile photo of Arjun Mehta" });
  await expect(photo).toHaveAttribute("src", /\/api\/uploads\/students\//);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const oldPhoto = await photo.getAttribute("src");

  await page.getByLabel("Name").fill("");
  await page.getByLabel("Name").blur();
  await expect(errorText(page, "Name is required.")).toBeVisible();
  await page.getByLabel("Mobile").fill("123");
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(errorText(page, "Mobile must be 10 digits")).toBeVisible();

  await page.getByLabel("Name").fill("Arjun M. Mehta");
  await page.getByLabel("Mobile").fill("9000011111");
  await page.getByLabel("Change profile image").setInputFiles(personImage(3));
  await expect(page.getByRole("img", { name: "Preview of person-3.jpg" })).toBeVisible();
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(toast(page, "Profile updated successfully")).toBeVisible();
  await expect(nav.getByText("Welcome, Arjun M. Mehta")).toBeVisible();
  const newPhoto = page.getByRole("img", { name: "Profile photo of Arjun M. Mehta" });
  await expect(newPhoto).not.toHaveAttribute("src", oldPhoto!);
  await expect(facts).toContainText("9000011111");
  // Stored for real: a reload shows the new values.
  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue("Arjun M. Mehta");
  await expect(page.getByLabel("Mobile")).toHaveValue("9000011111");
  await expect(nav.getByText("Welcome, Arjun M. Mehta")).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem("institute.student.token"));
  const profile = () => request.get("/api/students/profile", { headers: { Authorization: `Bearer ${token}` } });
  expect((await profile()).status()).toBe(200);
  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The server ends the session too: a copy of the token is refused.
  await expect.poll(async () => (await profile()).status()).toBe(401);
  await page.goto("/resources");
  await expect(page).toHaveURL(/\/student-login$/);
});

test("a taken email shows the server's error as the toast and next to the field", async ({ page, request }) => {
  const course = await firstCourse(request);
  const email = uniqueEmail("taken");
  const first = await request.post("/api/students/register", {
    multipart: { name: "First", email, mobile: "9111111111", password: PASSWORD, course_id: String(course.id) },
  });
  expect(first.status()).toBe(201);
  await page.goto("/student-register");
  await page.getByLabel("Name").fill("Second");
  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.getByLabel("Mobile").fill("9222222222");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Course").selectOption({ label: course.title });
  await page.getByRole("button", { name: "Register" }).click();
  await expect(toast(page, "This email is already registered")).toBeVisible();
  await expect(errorText(page, "This email is already registered")).toBeVisible();
  await expect(page).toHaveURL(/\/student-register$/);
});

test("resources: the empty state, and the alert when the files cannot be loaded; the page offers Retry", async ({ page, request }) => {
  const { course } = await loggedInStudent(page, request);
  // The seeded courses may hold files from other tests: answer this student's list as empty.
  await page.route("**/api/files/student", (route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" }));
  await page.goto("/resources");
  await expect(page.getByText("No files found for your course")).toBeVisible();

  await page.unroute("**/api/files/student");
  await page.route(
    "**/api/files/student",
    (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Internal server error"}' }),
  );
  const dialog = page.waitForEvent("dialog", { timeout: 15_000 });
  await page.reload();
  const alert = await dialog;
  expect(alert.message()).toBe("Failed to load course files. Please try again later.");
  await alert.accept();
  await expect(page).toHaveURL(/\/resources$/);
  // After the spec's alert the page is not left blank: it says so, and Retry asks again.
  const failure = loadFailure(page, "Failed to load course files");
  await expect(failure).toBeVisible();
  const fileName = `retried-${Date.now()}.pdf`;
  await uploadCoursePdf(request, course.id, "syllabus", fileName, pdf("Retried"));
  await page.unroute("**/api/files/student");
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("link", { name: new RegExp(fileName) })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test("registration: a course list that fails to load says so with Retry, and Retry fills the choice", async ({ page, request }) => {
  const course = await firstCourse(request);
  await page.route("**/api/courses", (route) => route.abort("failed"));
  await page.goto("/student-register");
  const failure = loadFailure(page, "Failed to load courses");
  await expect(failure).toBeVisible();
  await expect(page.getByLabel("Course").locator("option")).toHaveCount(1);
  await page.unroute("**/api/courses");
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByLabel("Course").getByRole("option", { name: course.title })).toBeAttached();
  await expect(failure).toHaveCount(0);
});

test("a profile that fails to load shows the spec's toast and Retry, and Retry shows the profile", async ({ page, request }) => {
  await loggedInStudent(page, request);
  await page.route("**/api/students/profile", (route) => route.fulfill({ status: 500, json: { error: "Internal server error" } }));
  await page.goto("/student-profile");
  await expect(toast(page, "Failed to load profile")).toBeVisible();
  const failure = loadFailure(page, "Failed to load profile");
  await expect(failure).toBeVisible();
  await page.unroute("**/api/students/profile");
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByLabel("Name")).toHaveValue("Meera Krishnan");
  await expect(failure).toHaveCount(0);
});

/**
 * The profile opened while a gateway answers for the API (504): the unavailable notice and the
 * screen's own failure show; then the API is back, and each is returned to retry from.
 */
async function profileWithApiAway(page: Page, request: APIRequestContext) {
  await loggedInStudent(page, request);
  const profile = "**/api/students/profile";
  await page.route(profile, (route) => route.fulfill({ status: 504, contentType: "text/html", body: "<html>504</html>" }));
  await page.goto("/student-profile");
  const notice = page.getByRole("alert").filter({ hasText: "The service is unavailable right now. Please try again in a moment." });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  const failure = loadFailure(page, "Failed to load profile");
  await expect(failure).toBeVisible();
  await page.unroute(profile);
  return { notice, failure };
}

test("with the API away, the portal says the service is unavailable beside the screen's own failure; back, Retry shows the profile", async ({ page, request }) => {
  const { notice } = await profileWithApiAway(page, request);
  await notice.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByLabel("Name")).toHaveValue("Meera Krishnan");
  await expect(notice).toHaveCount(0);
});

test("with the API back, the screen's own Retry also takes the unavailable notice away", async ({ page, request }) => {
  const { notice, failure } = await profileWithApiAway(page, request);
  await failure.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByLabel("Name")).toHaveValue("Meera Krishnan");
  await expect(notice).toHaveCount(0);
});

test("a rejected token sends the student to the login with the token and name cleared", async ({ page }) => {
  await page.goto("/student-login");
  await page.evaluate(() => {
    localStorage.setItem("institute.student.token", "garbage.token.value");
    localStorage.setItem("institute.student.name", "Nobody");
  });
  await page.goto("/student-profile");
  await expect(page).toHaveURL(/\/student-login$/);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("institute.student")))).toEqual([]);
  // A refused session is not a load failure.
  await expect(toast(page, "Failed to load profile")).toHaveCount(0);
});

test("the profile changes the password: the rules and the server's refusal on the fields, then only the new one logs in", async ({ page, request }) => {
  const { email } = await loggedInStudent(page, request);
  await page.goto("/student-profile");
  const section = page.getByRole("region", { name: "Change password" });
  await expect(section).toBeVisible();
  await section.getByLabel(/^New password/).fill("12345");
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(errorText(page, "Current password is required")).toBeVisible();
  await expect(errorText(page, "Password must be at least 6 characters")).toBeVisible();
  await section.getByLabel(/^Current password/).fill("not-my-password");
  await section.getByLabel(/^New password/).fill("a-new-secret");
  await section.getByLabel(/^Confirm new password/).fill("a-new-secret");
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(errorText(page, "Your current password is not correct")).toBeVisible();
  await section.getByLabel(/^Current password/).fill(PASSWORD);
  await section.getByRole("button", { name: "Change password" }).click();
  await expect(toast(page, "Password changed")).toBeVisible();
  await expect(section.getByLabel(/^Current password/)).toHaveValue("");
  // Still signed in, with the new token: the profile reloads.
  await page.reload();
  await expect(page.getByLabel("Name")).toHaveValue("Meera Krishnan");
  const login = (password: string) => request.post("/api/students/login", { data: { email, password } });
  expect((await login(PASSWORD)).status()).toBe(401);
  expect((await login("a-new-secret")).status()).toBe(200);
});

test("a student who forgot the password asks for a link by mail and sets a new one with it", async ({ page, request, mailbox }) => {
  const { email } = await loggedInStudent(page, request);
  await page.goto("/student-login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
  await page.getByLabel("Email").fill("not an address");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(errorText(page, "Invalid email")).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  // The same answer whoever asks: the page does not tell who studies here.
  await expect(page.getByRole("status").filter({ hasText: "If a student account uses that email" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send reset link" })).toHaveCount(0);

  const mail = await mailbox.first((m) => m.to === email && m.subject?.startsWith("Set a new password for") === true);
  const link = mail.text.match(/https?:\/\/\S+\/student-reset\?token=[\w-]{43}/)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  await page.getByLabel(/^New password/).fill("mailed-secret-2");
  await page.getByLabel(/^Confirm new password/).fill("mailed-secret-2");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(toast(page, "Your password has been changed. You can log in now.")).toBeVisible();
  await expect(page).toHaveURL(/\/student-login$/);
  const login = (password: string) => request.post("/api/students/login", { data: { email, password } });
  expect((await login(PASSWORD)).status()).toBe(401);
  expect((await login("mailed-secret-2")).status()).toBe(200);

  // Spent, the link says so and offers a new one.
  await page.goto(link!);
  await page.getByLabel(/^New password/).fill("third-secret-3");
  await page.getByLabel(/^Confirm new password/).fill("third-secret-3");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This reset link has already been used." })).toBeVisible();
  await page.getByRole("link", { name: "Get a new link by mail" }).click();
  await expect(page).toHaveURL(/\/student-forgot-password$/);
});

test("a failed profile save shows the spec's toast", async ({ page, request }) => {
  await loggedInStudent(page, request);
  await page.goto("/student-profile");
  await expect(page.getByLabel("Name")).toHaveValue("Meera Krishnan");
  await page.route(
    "**/api/students/profile/update",
    (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Internal server error"}' }),
  );
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(toast(page, "Failed to update profile")).toBeVisible();
});

test("no serious accessibility issues on the portal pages", async ({ page, request }) => {
  await page.goto("/student-register");
  await expect(page.getByRole("option", { name: "Select a course" })).toBeAttached();
  await expectNoSeriousA11yIssues(page);
  // With the inline errors shown as well.
  await page.getByRole("button", { name: "Register" }).click();
  await expect(errorText(page, "Name is required.")).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.goto("/student-login");
  await expect(page.getByRole("heading", { level: 1, name: "Student Login" })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const { course } = await loggedInStudent(page, request, true);
  await uploadCoursePdf(request, course.id, "material", "a11y-notes.pdf", pdf("Notes"));
  await page.goto("/resources");
  await expect(page.getByRole("link", { name: /a11y-notes\.pdf/ }).first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await page.goto("/student-profile");
  await expect(page.getByLabel("Name")).toHaveValue("Meera Krishnan");
  await expectNoSeriousA11yIssues(page);
});

for (const width of [360, 1280]) {
  test(`screenshots of register, resources and profile at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/student-register");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(errorText(page, "Please select a course.")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/screenshots/register-${width}.png`, fullPage: true });

    const { course } = await loggedInStudent(page, request, true);
    for (
      const [type, name] of [["syllabus", "course-syllabus.pdf"], ["material", "week-1-notes.pdf"], ["material", "week-2-notes.pdf"], [
        "interview",
        "interview-questions.pdf",
      ]]
    ) {
      await uploadCoursePdf(request, course.id, type!, name!, pdf(name!));
    }
    await page.goto("/resources");
    await expect(page.getByRole("heading", { level: 2, name: "Interview Preparation" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/screenshots/resources-${width}.png`, fullPage: true });

    await page.goto("/student-profile");
    const photo = page.getByRole("img", { name: "Profile photo of Meera Krishnan" });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/screenshots/profile-${width}.png`, fullPage: true });
  });
}
