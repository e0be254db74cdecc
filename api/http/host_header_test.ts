import assert from "node:assert/strict";
import { join } from "node:path";
import { buildServer } from "../server.ts";
import { tempDir, withApp } from "../testing/harness.ts";

/** The status line's code of a raw GET with this Host header: fetch would not send a malformed one. */
async function statusWithHost(port: number, path: string, host: string): Promise<number> {
  const conn = await Deno.connect({ port });
  await conn.write(new TextEncoder().encode(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
  let text = "";
  for await (const chunk of conn.readable) text += new TextDecoder().decode(chunk);
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
}

Deno.test("Host header: one that is not host[:port] is a 400 on pages, crawler files and the API, never a 500", () =>
  withApp(async (t) => {
    const web = await tempDir();
    await Deno.mkdir(join(web.path, "shells/host/dist"), { recursive: true });
    await Deno.writeTextFile(join(web.path, "shells/host/dist/index.html"), "<!doctype html><title>Institute</title><div id=root></div>");
    const app = buildServer({ ...t.deps, config: { ...t.deps.config, SERVE_WEB: true, WEB_ROOT: web.path } });
    const server = Deno.serve({ port: 0, onListen() {} }, app.fetch);
    try {
      for (const path of ["/", "/about", "/robots.txt", "/sitemap.xml", "/api/health"]) {
        for (const host of ["a<b", "a:99999", "a:b", "@", "%", "a#b", "a b", "x/y", "[zz]"]) {
          assert.equal(await statusWithHost(server.addr.port, path, host), 400, `${path} with Host ${host}`);
        }
        for (const host of ["academy.test", "academy.test:8443", "127.0.0.1:8000", "[::1]:8000", "localhost"]) {
          const status = await statusWithHost(server.addr.port, path, host);
          assert.ok(status === 200, `${path} with Host ${host}: ${status}`);
        }
      }
    } finally {
      await server.shutdown();
      await web.remove();
    }
  }));
