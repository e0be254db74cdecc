import assert from "node:assert/strict";
import { CONTENT_SECURITY_POLICY } from "./security-headers.ts";
import { tempDir, withApp, writeFiles } from "../testing/harness.ts";

/** The real server over a web root holding a built shell and one remote. */
async function withWebApp(fn: Parameters<typeof withApp>[0]) {
  const root = await tempDir();
  try {
    await writeFiles(root.path, {
      "shells/host/dist/index.html": "<!doctype html><title>Shell</title>",
      "remotes/public/dist/index.html": "<!doctype html><title>Public remote</title>",
      "remotes/public/dist/remoteEntry.js": "export {}",
    });
    await withApp(fn, { SERVE_WEB: true, WEB_ROOT: root.path });
  } finally {
    await root.remove();
  }
}

Deno.test("security headers: every HTML answer carries the CSP, no framing, nosniff and the referrer policy", () =>
  withWebApp(async (t) => {
    assert.doesNotMatch(CONTENT_SECURITY_POLICY, /script-src[^;]*'unsafe-inline'/);
    // An unknown course is a 404 page: the shell's HTML still, with the same headers.
    const statuses: Record<string, number> = { "/": 200, "/courses/abc": 404, "/api/docs": 200, "/remotes/public/index.html": 200 };
    for (const [path, status] of Object.entries(statuses)) {
      const res = await t.app.request(path);
      await res.body?.cancel();
      assert.equal(res.status, status, path);
      assert.match(res.headers.get("content-type") ?? "", /^text\/html/, path);
      assert.equal(res.headers.get("content-security-policy"), CONTENT_SECURITY_POLICY, path);
      assert.equal(res.headers.get("x-frame-options"), "DENY", path);
      assert.equal(res.headers.get("x-content-type-options"), "nosniff", path);
      assert.equal(res.headers.get("referrer-policy"), "strict-origin-when-cross-origin", path);
    }
  }));

Deno.test("security headers: other answers are not sniffed and carry no page policy", () =>
  withWebApp(async (t) => {
    for (const path of ["/remotes/public/remoteEntry.js", "/api/openapi.json"]) {
      const res = await t.app.request(path);
      await res.body?.cancel();
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get("x-content-type-options"), "nosniff", path);
      assert.equal(res.headers.get("content-security-policy"), null, path);
    }
  }));
