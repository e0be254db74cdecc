import assert from "node:assert/strict";
import { openLocalStorage } from "./local.ts";
import { objectKey, type Storage } from "./storage.ts";
import { s3Server, tempDir, testS3Storage } from "../testing/harness.ts";

const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());

/** A body delivered in uneven chunks, as a multipart parser or a proxy would deliver it. */
function chunked(data: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= data.length) return controller.close();
      const size = 1000 + ((offset * 7) % 70_000);
      controller.enqueue(data.slice(offset, offset + size));
      offset += size;
    },
  });
}

async function exerciseDriver(t: Deno.TestContext, storage: Storage) {
  await t.step("bytes round-trip identical with their content type", async () => {
    const data = crypto.getRandomValues(new Uint8Array(65_536));
    await storage.put("gallery/a.png", data, { contentType: "image/png" });
    const got = await storage.get("gallery/a.png");
    assert.ok(got);
    assert.equal(got.contentType, "image/png");
    assert.equal(got.size, data.length);
    assert.ok(got.etag.length > 2);
    assert.deepEqual(await bytesOf(got.body), data);
  });

  await t.step("a streamed upload round-trips identical", async () => {
    const data = new Uint8Array(3 * 1024 * 1024 + 17).map((_, i) => (i * 31) % 256);
    await storage.put("files/big.pdf", chunked(data), { contentType: "application/pdf", size: data.length });
    const got = await storage.get("files/big.pdf");
    assert.ok(got);
    assert.equal(got.size, data.length);
    assert.deepEqual(await bytesOf(got.body), data);
  });

  await t.step("the same bytes give the same ETag, other bytes another", async () => {
    const data = new TextEncoder().encode("%PDF-1.4 same");
    await storage.put("files/one.pdf", data, { contentType: "application/pdf" });
    await storage.put("files/two.pdf", data, { contentType: "application/pdf" });
    await storage.put("files/three.pdf", new TextEncoder().encode("%PDF-1.4 other"), { contentType: "application/pdf" });
    const [one, two, three] = await Promise.all(["one", "two", "three"].map((n) => storage.get(`files/${n}.pdf`)));
    assert.equal(one!.etag, two!.etag);
    assert.notEqual(one!.etag, three!.etag);
    await Promise.all([one, two, three].map((o) => o!.body.cancel()));
  });

  await t.step("exists, delete, and missing objects", async () => {
    assert.equal(await storage.exists("gallery/a.png"), true);
    await storage.delete("gallery/a.png");
    assert.equal(await storage.exists("gallery/a.png"), false);
    assert.equal(await storage.get("gallery/a.png"), null);
    await storage.delete("gallery/a.png"); // deleting twice is not an error
    assert.equal(await storage.get("courses/never.jpg"), null);
  });

  await t.step("keys outside the known folders or with path tricks are refused", async () => {
    for (const key of ["../etc/passwd", "gallery/../files/x.pdf", "secret/a.png", "gallery/.hidden", "gallery/a/b.png", "gallery/"]) {
      await assert.rejects(storage.put(key, new Uint8Array([1]), { contentType: "image/png" }), /Invalid storage key/, key);
    }
  });

  await t.step("list names the objects of one folder", async () => {
    await storage.put("courses/b.jpg", new Uint8Array([1]), { contentType: "image/jpeg" });
    await storage.put("courses/a.jpg", new Uint8Array([2]), { contentType: "image/jpeg" });
    await storage.put("students/c.jpg", new Uint8Array([3]), { contentType: "image/jpeg" });
    assert.deepEqual(await storage.list("courses"), ["a.jpg", "b.jpg"]);
    assert.deepEqual(await storage.list("sliders"), []);
  });

  await t.step("listObjects gives each object of one folder with its last change", async () => {
    const before = Date.now();
    for (const name of ["c.jpg", "a.jpg", "b.jpg"]) {
      await storage.put(`testimonials/${name}`, new Uint8Array([1]), { contentType: "image/jpeg" });
    }
    const listed = await storage.listObjects("testimonials");
    assert.deepEqual(listed.map((o) => o.name).sort(), ["a.jpg", "b.jpg", "c.jpg"]);
    for (const { lastModified } of listed) {
      // S3 keeps whole seconds.
      assert.ok(lastModified.getTime() >= before - 1000 && lastModified.getTime() <= Date.now(), String(lastModified));
    }
    assert.deepEqual(await storage.listObjects("home"), []);
  });

  await t.step("removeLeftovers never takes an object, however old", async () => {
    const before = await storage.list("testimonials");
    assert.equal(await storage.removeLeftovers(new Date(Date.now() + 3_600_000)), 0);
    assert.deepEqual(await storage.list("testimonials"), before);
  });

  await t.step("check passes against a live store", async () => {
    await storage.check();
  });
}

Deno.test("storage: local folder driver", async (t) => {
  const dir = await tempDir();
  const storage = await openLocalStorage(dir.path);
  try {
    await exerciseDriver(t, storage);
    await t.step("a failed stream leaves no object and no temporary file", async () => {
      const failing = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(new Uint8Array(10));
          c.error(new Error("client went away"));
        },
      });
      await assert.rejects(storage.put("gallery/broken.png", failing, { contentType: "image/png" }), /client went away/);
      assert.equal(await storage.exists("gallery/broken.png"), false);
      const left = [...Deno.readDirSync(`${dir.path}/gallery`)].map((e) => e.name).filter((n) =>
        n.includes("broken") || n.endsWith(".tmp")
      );
      assert.deepEqual(left, []);
    });
    await t.step("listings skip sidecars, temporary files of writes in progress and anything no key could name", async () => {
      await storage.put("sliders/kept.png", new Uint8Array([1]), { contentType: "image/png" });
      await Deno.writeFile(`${dir.path}/sliders/kept.png.${crypto.randomUUID()}.tmp`, new Uint8Array([1]));
      await Deno.writeFile(`${dir.path}/sliders/.hidden`, new Uint8Array([1]));
      await Deno.mkdir(`${dir.path}/sliders/nested`);
      assert.deepEqual((await storage.listObjects("sliders")).map((o) => o.name), ["kept.png"]);
      assert.deepEqual(await storage.list("sliders"), ["kept.png"]);
    });
    await t.step("removeLeftovers takes the stale remains of interrupted writes, never an object or a fresh write", async () => {
      const folder = `${dir.path}/aboutus`;
      await storage.put("aboutus/whole.png", new Uint8Array([1]), { contentType: "image/png" });
      const staleTmp = `${folder}/cut.png.${crypto.randomUUID()}.tmp`;
      const freshTmp = `${folder}/writing.png.${crypto.randomUUID()}.tmp`;
      const staleSidecar = `${folder}/never-renamed.png.meta.json`;
      for (const path of [staleTmp, freshTmp, staleSidecar]) await Deno.writeFile(path, new Uint8Array([1]));
      const hourAgo = new Date(Date.now() - 3_600_000);
      for (const path of [staleTmp, staleSidecar, `${folder}/whole.png`, `${folder}/whole.png.meta.json`]) {
        await Deno.utime(path, hourAgo, hourAgo);
      }

      assert.equal(await storage.removeLeftovers(new Date(Date.now() - 60_000)), 2);
      const left = [...Deno.readDirSync(folder)].map((e) => e.name).sort();
      assert.deepEqual(left, ["whole.png", "whole.png.meta.json", freshTmp.slice(folder.length + 1)].sort());
      assert.equal(await storage.removeLeftovers(new Date(Date.now() - 60_000)), 0);
    });
    await t.step("a body shorter than announced is refused", async () => {
      await assert.rejects(storage.put("gallery/short.png", new Uint8Array(5), { contentType: "image/png", size: 10 }), /announced/);
      assert.equal(await storage.exists("gallery/short.png"), false);
    });
  } finally {
    await dir.remove();
  }
});

Deno.test("storage: S3 driver against a real S3 protocol server", async (t) => {
  const server = await s3Server();
  const storage = await testS3Storage(server);
  try {
    await exerciseDriver(t, storage);
  } finally {
    await storage.close();
    await server.stop();
  }
});

Deno.test("storage: the S3 driver lists a folder across several pages", async () => {
  const server = await s3Server();
  const storage = await testS3Storage(server, { listPageSize: 2 });
  try {
    const names = ["1.png", "2.png", "3.png", "4.png", "5.png"];
    for (const name of names) await storage.put(`gallery/${name}`, new Uint8Array([1]), { contentType: "image/png" });
    assert.deepEqual((await storage.listObjects("gallery")).map((o) => o.name), names);
    assert.deepEqual(await storage.list("gallery"), names);
  } finally {
    await storage.close();
    await server.stop();
  }
});

Deno.test("storage: S3 driver reports an unreachable server", async () => {
  const server = await s3Server({ own: true });
  const storage = await testS3Storage(server);
  await storage.check();
  await server.stop();
  try {
    await assert.rejects(storage.check());
    await assert.rejects(storage.put("gallery/x.png", new Uint8Array([1]), { contentType: "image/png" }));
  } finally {
    await storage.close();
  }
});

Deno.test("storage: objectKey accepts only plain names in known folders", () => {
  assert.equal(objectKey("gallery", "a1b2.jpg"), "gallery/a1b2.jpg");
  assert.equal(objectKey("files", "3f2a-11.pdf"), "files/3f2a-11.pdf");
  assert.equal(objectKey("private", "a.jpg"), null);
  assert.equal(objectKey("gallery", "..%2Fx"), null);
  assert.equal(objectKey("gallery", "a..b.jpg"), null);
  assert.equal(objectKey("gallery", ".env"), null);
});
