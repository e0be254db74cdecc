import { expect, test } from "./fixtures";
import { readFileSync } from "node:fs";
import { loginAsAdmin, pdf, toast } from "./helpers.ts";

// The README's two commands' product, on their defaults (embedded PGlite in the data folder, local
// file storage, the demo content seeded): the whole browser suite runs on PostgreSQL and S3, what
// production runs; this checks the default end to end, once.

test("the embedded default starts seeded and serves every public page", async ({ page, request }) => {
  const health = await request.get("/api/health");
  expect(health.status()).toBe(200);
  const courses = await (await request.get("/api/courses")).json();
  expect(courses.length, "the demo courses are seeded").toBeGreaterThan(0);
  const settings = await (await request.get("/api/settings")).json();
  const pages: [string, string][] = [
    ["/", settings.name],
    ["/about", `About ${settings.name}`],
    ["/courses", "Our Courses"],
    [`/courses/${courses[0].id}`, courses[0].title],
    ["/gallery", "Gallery"],
    ["/testimonials", "Testimonials"],
    ["/contact", "Contact Us"],
    ["/inquiry", "Course Inquiry"],
  ];
  for (const [path, heading] of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
  }
  // The seeded pictures are stored and served from the local folder.
  const image = page.locator(".pub-course-card img").first();
  await page.goto("/courses");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test("on the embedded default the admin logs in, uploads a photo and a PDF, and a student opens the PDF", async ({ page, request }) => {
  await loginAsAdmin(page);

  // A photo to the gallery, through the console, shown on the public page.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Gallery", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manage Gallery" })).toBeVisible();
  await page.getByLabel(/^Images( \*)?$/).setInputFiles({
    name: "smoke.jpg",
    mimeType: "image/jpeg",
    buffer: readFileSync("api/seed/images/person-1.jpg"),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(toast(page, "Images uploaded")).toBeVisible();
  const [photo] = await (await request.get("/api/gallery")).json();
  const site = await page.context().newPage();
  await site.goto("/gallery");
  const shown = site.locator(`img[src*="${photo.image}"]`);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await site.close();

  // A PDF for a course, through the console.
  const course = (await (await request.get("/api/courses")).json())[0];
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Course Files", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Course Files" })).toBeVisible();
  await page.getByLabel(/^Course( \*)?$/).selectOption({ label: course.title });
  const name = `smoke-${Date.now()}.pdf`;
  const bytes = pdf("Smoke syllabus");
  await page.getByLabel(/^PDF file( \*)?$/).setInputFiles({ name, mimeType: "application/pdf", buffer: bytes });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(toast(page, "File uploaded successfully")).toBeVisible();

  // A student of that course logs in and opens it through its signed link.
  const email = `smoke-${Date.now()}@example.com`;
  const registered = await request.post("/api/students/register", {
    multipart: { name: "Smoke Student", email, mobile: "9876501234", password: "secret123", course_id: String(course.id) },
  });
  expect(registered.status()).toBe(201);
  // The office approves the registration from the console's list; until then the files stay closed.
  await page.goto("/admin/students?status=pending");
  await page.getByRole("searchbox").fill(email);
  await page.getByRole("button", { name: "Approve Smoke Student" }).click();
  await expect(toast(page, "Smoke Student approved: the course's files are open to them")).toBeVisible();
  const student = await page.context().newPage();
  await student.goto("/student-login");
  await student.getByLabel("Email").fill(email);
  await student.getByLabel("Password").fill("secret123");
  await student.getByRole("button", { name: "Login" }).click();
  const nav = student.getByRole("navigation", { name: "Main" });
  await expect(nav.getByText("Welcome, Smoke Student")).toBeVisible();
  await nav.getByRole("link", { name: "Course Resources" }).click();
  const link = student.getByRole("link", { name: new RegExp(name) });
  const href = (await link.getAttribute("href"))!;
  const download = await student.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toContain("application/pdf");
  expect(Buffer.compare(await download.body(), bytes)).toBe(0);
});
