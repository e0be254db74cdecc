// @vitest-environment jsdom
import { adminLoginAtom, authStore, isAdminAtom, isStudentAtom, studentLoginAtom } from "@institute/auth";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, NETWORK_ERROR, request, UNAUTHORIZED_EVENT } from "./http.ts";

// A real HTTP server standing in for the API's behaviour; jsdom has no base URL for
// fetch, so relative paths are resolved against it.
let server: Server;
let seen: { path: string; authorization?: string; body: string }[] = [];
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
    seen.push({ path: req.url ?? "", authorization: req.headers.authorization, body: await readBody(req) });
    const routes: Record<string, [number, unknown]> = {
      "/api/ok": [200, { message: "fine" }],
      "/api/invalid": [400, { error: "name: Name is required.", issues: [{ path: "name", message: "Name is required." }] }],
      "/api/expired": [401, { error: "Your session is invalid or has expired. Please log in again." }],
      "/api/html": [502, "<html>Bad gateway</html>"],
    };
    const [status, body] = routes[req.url ?? ""] ?? [404, { error: "No route" }];
    res.writeHead(status, { "Content-Type": typeof body === "string" ? "text/html" : "application/json" });
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

  it("gives a readable message for a non-JSON failure and for an unreachable server", async () => {
    await expect(request("/api/html")).rejects.toMatchObject({ status: 502, message: "The request failed (HTTP 502).", serverMessage: undefined });
    await expect(request("http://127.0.0.1:1/api/ok")).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR, serverMessage: undefined });
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

  it("a 401 without a stored token (a failed login) clears nothing and redirects nowhere", async () => {
    const events: string[] = [];
    const listener = () => events.push("fired");
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    await expect(request("/api/expired")).rejects.toMatchObject({ status: 401 });
    expect(events).toEqual([]);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
  });
});
