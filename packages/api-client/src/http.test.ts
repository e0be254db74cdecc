// @vitest-environment jsdom
import { adminLoginAtom, authStore, isAdminAtom, isStudentAtom, studentLoginAtom } from "@institute/auth";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, endSession } from "./calls.ts";
import { ApiError, isUnavailable, NETWORK_ERROR, request, UNAUTHORIZED_EVENT } from "./http.ts";

// A real HTTP server standing in for the API's behaviour; jsdom has no base URL for
// fetch, so relative paths are resolved against it.
let server: Server;
let seen: { method?: string; path: string; authorization?: string; body: string }[] = [];
const realFetch = globalThis.fetch;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({ method: req.method, path: req.url ?? "", authorization: req.headers.authorization, body: await readBody(req) });
    if (req.url === "/api/inquiries/export") {
      res.writeHead(200, { "Content-Type": "application/octet-stream" });
      return res.end("PK-bytes");
    }
    const routes: Record<string, [number, unknown]> = {
      "/api/ok": [200, { message: "fine" }],
      "/api/invalid": [400, { error: "name: Name is required.", issues: [{ path: "name", message: "Name is required." }] }],
      "/api/wrong-password": [401, { error: "Your current password is not correct" }],
      "/api/expired": [401, { error: "Your session is invalid or has expired. Please log in again." }],
      "/api/html": [502, "<html>Bad gateway</html>"],
      "/api/storage-away": [503, { error: "File storage is unavailable. Try again shortly." }],
      // A token the server had already refused: the logout still ends the session in the browser.
      "/api/students/logout": [401, { error: "Your session is invalid or has expired. Please log in again." }],
    };
    // Any other path answers what it was asked, for the calls made from the route declarations.
    const [status, body] = routes[req.url ?? ""] ?? [200, { method: req.method, url: req.url }];
    // The API marks a 401 about the token this way; a wrong current password is a 401 without it.
    const aboutToken = status === 401 && req.url !== "/api/wrong-password" ? { "WWW-Authenticate": 'Bearer error="invalid_token"' } : {};
    res.writeHead(status, { "Content-Type": typeof body === "string" ? "text/html" : "application/json", ...aboutToken });
    res.end(typeof body === "string" ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = (input, init) => realFetch(typeof input === "string" && input.startsWith("/") ? base + input : input, init);
});

afterAll(() => {
  globalThis.fetch = realFetch;
  server.close();
});

describe("API client", () => {
  it("sends JSON and the right role's token as a Bearer header", async () => {
    seen = [];
    authStore.set(adminLoginAtom, { token: "admin.jwt", name: "A" });
    authStore.set(studentLoginAtom, { token: "student.jwt", name: "S" });
    expect(await request("/api/ok", { method: "POST", json: { a: 1 }, auth: "admin" })).toEqual({ message: "fine" });
    await request("/api/ok", { auth: "student" });
    await request("/api/ok");
    expect(seen.map((s) => s.authorization)).toEqual(["Bearer admin.jwt", "Bearer student.jwt", undefined]);
    expect(seen[0].body).toBe('{"a":1}');
  });

  it("turns an error body into an ApiError with the server's message and issues", async () => {
    const error = await request("/api/invalid").catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe("name: Name is required.");
    expect(error.issues).toEqual([{ path: "name", message: "Name is required." }]);
    expect(error.serverMessage).toBe("name: Name is required.");
  });

  it("tells a missing API (no answer, a gateway's 502) from the API's own refusal, even its own 503", async () => {
    const failure = (path: string) => request(path).catch((e) => e);
    expect(isUnavailable(await failure("/api/html"))).toBe(true);
    expect(isUnavailable(await failure("http://127.0.0.1:9/api/ok"))).toBe(true);
    expect(isUnavailable(await failure("/api/storage-away"))).toBe(false);
    expect(isUnavailable(await failure("/api/invalid"))).toBe(false);
    expect(isUnavailable(new Error("not an answer"))).toBe(false);
  });

  it("gives a readable message for a non-JSON failure and for an unreachable server", async () => {
    await expect(request("/api/html")).rejects.toMatchObject({
      status: 502,
      message: "The request failed (HTTP 502).",
      serverMessage: undefined,
    });
    await expect(request("http://127.0.0.1:1/api/ok")).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR,
      serverMessage: undefined,
    });
  });

  it("a refused stored token is cleared and the user is sent to that role's login", async () => {
    authStore.set(studentLoginAtom, { token: "student.jwt", name: "S" });
    const events: string[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail.loginPath);
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    await expect(request("/api/expired", { auth: "student" })).rejects.toMatchObject({ status: 401 });
    expect(authStore.get(isStudentAtom)).toBe(false);
    expect(events).toEqual(["/student-login"]);

    authStore.set(adminLoginAtom, { token: "admin.jwt", name: "A" });
    await expect(request("/api/expired", { auth: "admin" })).rejects.toMatchObject({ status: 401 });
    expect(authStore.get(isAdminAtom)).toBe(false);
    expect(events).toEqual(["/student-login", "/admin"]);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
  });

  it("a 401 about a typed password (not the token) keeps the session", async () => {
    authStore.set(studentLoginAtom, { token: "student.jwt", name: "S" });
    const events: string[] = [];
    const listener = () => events.push("fired");
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    await expect(request("/api/wrong-password", { method: "PUT", auth: "student" })).rejects.toMatchObject({
      status: 401,
      message: "Your current password is not correct",
    });
    expect(authStore.get(isStudentAtom)).toBe(true);
    expect(events).toEqual([]);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
  });

  it("a 401 without a stored token (a failed login) clears nothing and redirects nowhere", async () => {
    const events: string[] = [];
    const listener = () => events.push("fired");
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    await expect(request("/api/expired")).rejects.toMatchObject({ status: 401 });
    expect(events).toEqual([]);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
  });
});

describe("calls made from the route declarations", () => {
  it("fill the path, send the token the route's access needs and nothing more, and read JSON or a file", async () => {
    seen = [];
    authStore.set(adminLoginAtom, { token: "admin.jwt", name: "A" });
    authStore.set(studentLoginAtom, { token: "student.jwt", name: "S" });
    expect(await api.courses.get({ params: { id: 7 } })).toEqual({ method: "GET", url: "/api/courses/7" });
    await api.courses.remove({ params: { id: 7 } });
    await api.courseFiles.mine();
    await api.home.get({ as: "admin" });
    await api.health.check({ query: { shallow: "1" } });
    await api.contacts.send({ json: { name: "N", email: "n@example.com", mobile: "9876543210", message: "Hi" } });
    const file = await api.inquiries.export();
    expect(await file.text()).toBe("PK-bytes");
    expect(seen.map((s) => `${s.method} ${s.path} ${s.authorization ?? "-"}`)).toEqual([
      "GET /api/courses/7 -",
      "DELETE /api/courses/7 Bearer admin.jwt",
      "GET /api/files/student Bearer student.jwt",
      "GET /api/home Bearer admin.jwt",
      "GET /api/health?shallow=1 -",
      "POST /api/contacts -",
      "GET /api/inquiries/export Bearer admin.jwt",
    ]);
    expect(JSON.parse(seen[5].body)).toEqual({ name: "N", email: "n@example.com", mobile: "9876543210", message: "Hi" });
  });

  it("encode path parameters, so a value cannot reach another route", async () => {
    seen = [];
    await api.downloads.image({ params: { folder: "courses", filename: "../x y.png" } });
    expect(seen[0].path).toBe("/api/uploads/courses/..%2Fx%20y.png");
  });

  it("end a session: the server is told with the token, the browser forgets it at once, and a refusal sends nobody anywhere", async () => {
    seen = [];
    const events: string[] = [];
    const listener = () => events.push("fired");
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    authStore.set(adminLoginAtom, { token: "admin.jwt", name: "A" });
    authStore.set(studentLoginAtom, { token: "student.jwt", name: "S" });
    const told = [endSession("admin"), endSession("student")];
    expect(authStore.get(isAdminAtom)).toBe(false);
    expect(authStore.get(isStudentAtom)).toBe(false);
    // Both answers handled (the student's is a refusal): no event was fired for either.
    await Promise.all(told);
    expect(seen.map((s) => `${s.method} ${s.path} ${s.authorization}`).sort()).toEqual([
      "POST /api/admin/logout Bearer admin.jwt",
      "POST /api/students/logout Bearer student.jwt",
    ]);
    expect(events).toEqual([]);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
  });
});
