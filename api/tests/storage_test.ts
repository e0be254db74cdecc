import assert from "node:assert/strict";
import { openLocalStorage } from "../storage/local.ts";
import { objectKey, type Storage } from "../storage/storage.ts";
import { s3Server, tempDir, testS3Storage } from "./harness.ts";

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
