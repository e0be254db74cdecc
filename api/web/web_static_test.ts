import assert from "node:assert/strict";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { join } from "node:path";
import { webRoutes } from "./static.ts";
import { tempDir, writeFiles } from "../testing/harness.ts";

/** Runs `fn` against the web routes over a small built site in a temporary folder, removed afterwards. */
async function withSite(fn: (site: { app: ReturnType<typeof webRoutes>; root: string }) => Promise<void>) {
  const dir = await tempDir();
  await writeFiles(dir.path, {
    "shell/index.html": "<!doctype html><title>Shell</title>",
    "shell/remotes.json": '{"public":"/remotes/public/mf-manifest.json"}',
    "shell/assets/index-abc123.js": "console.log('shell')",
    "shell/first-screen.js": "/* starts a drawn page's code */",
    "public/remoteEntry.js": "/* entry */",
    "public/mf-manifest.json": "{}",
    "public/@mf-types.d.ts": "export type RemoteKeys = 'REMOTE_ALIAS_IDENTIFIER/App';",
    "public/@mf-types.zip": "PK",
    "public/assets/chunk-9f8e7d.js": "export {}",
    "public/.vite/chunk-contents.json": "[]",
    "shell/.vite/manifest.json": "{}",
    "shell/.env": "SECRET=1",
    "secret.txt": "outside the web roots",
  });
  const app = webRoutes({ shell: join(dir.path, "shell"), remotes: { public: join(dir.path, "public") } });
  try {
    await fn({ app, root: dir.path });
  } finally {
    await dir.remove();
  }
}

Deno.test("web: the shell, its client routes, and the runtime manifest are served", () =>
  withSite(async ({ app }) => {
    for (const path of ["/", "/courses/3", "/admin/dashboard", "/student-login"]) {
      const res = await app.request(path);
      assert.equal(res.status, 200, path);
      assert.match(await res.text(), /<title>Shell<\/title>/);
      assert.equal(res.headers.get("cache-control"), "no-cache");
    }
    const manifest = await app.request("/remotes.json");
    assert.equal(manifest.headers.get("content-type"), "application/json");
    assert.equal(manifest.headers.get("cache-control"), "no-cache");
    assert.deepEqual(await manifest.json(), { public: "/remotes/public/mf-manifest.json" });
  }));

Deno.test("web: remote entries revalidate, hashed chunks are immutable, ETags give 304", () =>
  withSite(async ({ app }) => {
    const entry = await app.request("/remotes/public/remoteEntry.js");
    assert.equal(entry.status, 200);
    assert.match(entry.headers.get("content-type") ?? "", /javascript/);
    assert.equal(entry.headers.get("cache-control"), "no-cache");
    await entry.body?.cancel();
    // The remote's generated types: fetched by the shell's build and editors, renamed by no build.
    const typeFiles = [
      ["/remotes/public/@mf-types.d.ts", "text/plain; charset=utf-8"],
      ["/remotes/public/@mf-types.zip", "application/zip"],
    ];
    for (const [path, type] of typeFiles) {
      const types = await app.request(path);
      assert.equal(types.status, 200, path);
      assert.equal(types.headers.get("content-type"), type, path);
      assert.equal(types.headers.get("cache-control"), "no-cache", path);
      await types.body?.cancel();
    }
    // The shell's starter reads what the page (never cached) holds for it: it revalidates too.
    const starter = await app.request("/first-screen.js");
    assert.equal(starter.headers.get("cache-control"), "no-cache");
    await starter.body?.cancel();
    const chunk = await app.request("/remotes/public/assets/chunk-9f8e7d.js");
    assert.equal(chunk.headers.get("cache-control"), "public, max-age=31536000, immutable");
    const etag = chunk.headers.get("etag")!;
    await chunk.body?.cancel();
    const again = await app.request("/remotes/public/assets/chunk-9f8e7d.js", { headers: { "If-None-Match": etag } });
    assert.equal(again.status, 304);
    // As a browser or a proxy may send it: in a list, or with its weak mark dropped.
    for (const named of [`"other", ${etag}`, etag.replace(/^W\//, "")]) {
      const listed = await app.request("/remotes/public/assets/chunk-9f8e7d.js", { headers: { "If-None-Match": named } });
      assert.equal(listed.status, 304, named);
    }
  }));

Deno.test("web: missing assets, hidden files and path tricks are 404, /api is left to the API", () =>
  withSite(async ({ app }) => {
    for (
      const path of [
        "/remotes/public/nope.js",
        "/remotes/unknown/remoteEntry.js",
        "/remotes/public/..%2F..%2Fsecret.txt",
        "/remotes/public/%2e%2e/%2e%2e/secret.txt",
        "/assets/missing.js",
        "/..%2Fsecret.txt",
        "/remotes/public/%ZZ",
        // Dot-files and folders are the build's, not the site's.
        "/remotes/public/.vite/chunk-contents.json",
        "/.vite/manifest.json",
        "/%2evite/manifest.json",
        "/.env",
      ]
    ) {
      const res = await app.request(path);
      assert.equal(res.status, 404, path);
      assert.doesNotMatch(await res.text(), /outside the web roots/);
    }
    assert.equal((await app.request("/api/anything")).status, 404);
  }));

Deno.test("web: a file with the build's brotli copy beside it is sent as brotli to clients that take it; a stale copy is not", () =>
  withSite(async ({ app, root }) => {
    const path = "/remotes/public/assets/chunk-9f8e7d.js";
    const file = join(root, "public/assets/chunk-9f8e7d.js");
    await Deno.writeFile(`${file}.br`, brotliCompressSync(new TextEncoder().encode("export {}")));
    const brotli = await app.request(path, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    assert.equal(brotli.headers.get("content-encoding"), "br");
    assert.equal(brotli.headers.get("vary"), "Accept-Encoding");
    const body = new Uint8Array(await brotli.arrayBuffer());
    assert.equal(Number(brotli.headers.get("content-length")), body.byteLength);
    assert.equal(new TextDecoder().decode(brotliDecompressSync(body)), "export {}");
    const etag = brotli.headers.get("etag")!;
    assert.match(etag, /-br"$/);
    assert.equal((await app.request(path, { headers: { "Accept-Encoding": "br", "If-None-Match": etag } })).status, 304);
    assert.equal((await app.request(path, { headers: { "Accept-Encoding": "gzip" } })).headers.get("content-encoding"), "gzip");

    // A file rebuilt after its copy: the copy no longer matches it, so gzip is made from the file.
    await Deno.utime(`${file}.br`, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    await Deno.writeTextFile(file, "export const rebuilt = 1;");
    const fresh = await app.request(path, { headers: { "Accept-Encoding": "gzip, br" } });
    assert.equal(fresh.headers.get("content-encoding"), "gzip");
    assert.equal(await new Response(fresh.body!.pipeThrough(new DecompressionStream("gzip"))).text(), "export const rebuilt = 1;");
  }));

Deno.test("web: text assets are sent gzipped to clients that accept it, with their own ETag", () =>
  withSite(async ({ app }) => {
    const path = "/remotes/public/assets/chunk-9f8e7d.js";
    const plain = await app.request(path);
    assert.equal(plain.headers.get("content-encoding"), null);
    assert.equal(plain.headers.get("vary"), "Accept-Encoding");
    assert.equal(await plain.text(), "export {}");

    const zipped = await app.request(path, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    assert.equal(zipped.headers.get("content-encoding"), "gzip");
    const etag = zipped.headers.get("etag")!;
    assert.notEqual(etag, plain.headers.get("etag"));
    const unzipped = await new Response(zipped.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    assert.equal(unzipped, "export {}");
    const again = await app.request(path, { headers: { "Accept-Encoding": "gzip", "If-None-Match": etag } });
    assert.equal(again.status, 304);
  }));
