import assert from "node:assert/strict";
import { HttpError } from "../http/errors.ts";
import { storeUpload } from "../stored-files/stored-files.ts";
import { acceptUpload, generatedName, MAX_BYTES, sniff } from "../stored-files/accept-upload.ts";
import { call, form, json, type TestApp, withApp } from "../testing/harness.ts";
import { gif, htmlFile, jpeg, pdf, png, textFile, webp } from "../testing/fixtures.ts";

const file = (bytes: Uint8Array, name: string, type = "application/octet-stream") => new File([bytes as BlobPart], name, { type });

Deno.test("uploads: types are recognised by their first bytes", async () => {
  assert.equal(sniff(await jpeg())?.mime, "image/jpeg");
  assert.equal(sniff(png())?.mime, "image/png");
  assert.equal(sniff(gif())?.mime, "image/gif");
  assert.equal(sniff(webp())?.mime, "image/webp");
  assert.equal(sniff(pdf())?.mime, "application/pdf");
  assert.equal(sniff(textFile()), null);
  assert.equal(sniff(new Uint8Array()), null);
});

Deno.test("uploads: real images and PDFs are accepted with the sniffed type", async () => {
  const img = await acceptUpload(file(await jpeg(), "photo.png", "image/png"), "image");
  assert.equal(img.mime, "image/jpeg");
  assert.equal(img.ext, "jpg");
  const doc = await acceptUpload(file(pdf(), "notes.pdf", "application/pdf"), "pdf");
  assert.equal(doc.mime, "application/pdf");
  assert.equal(doc.originalName, "notes.pdf");
});

const rejectsWith = (status: number) => (e: unknown) => e instanceof HttpError && e.status === status;

Deno.test("uploads: a renamed text file, an HTML file called .pdf, or a PDF as an image is 415", async () => {
  await assert.rejects(acceptUpload(file(textFile(), "cat.png", "image/png"), "image"), rejectsWith(415));
  await assert.rejects(acceptUpload(file(htmlFile(), "syllabus.pdf", "application/pdf"), "pdf"), rejectsWith(415));
  await assert.rejects(acceptUpload(file(pdf(), "x.jpg", "image/jpeg"), "image"), rejectsWith(415));
  await assert.rejects(acceptUpload(file(png(), "x.pdf", "application/pdf"), "pdf"), rejectsWith(415));
});

Deno.test("uploads: too large is 413, empty is 400", async () => {
  const big = new Uint8Array(MAX_BYTES.image + 1);
  big.set(png());
  await assert.rejects(acceptUpload(file(big, "big.png"), "image"), rejectsWith(413));
  await assert.rejects(acceptUpload(file(new Uint8Array(), "empty.png"), "image"), rejectsWith(400));
  const okPdf = new Uint8Array(MAX_BYTES.image + 1);
  okPdf.set(pdf());
  assert.equal((await acceptUpload(file(okPdf, "big.pdf"), "pdf")).mime, "application/pdf");
});

Deno.test("uploads: stored names are generated, never taken from the sender", () => {
  const a = generatedName("png");
  assert.match(a, /^[0-9a-f-]{36}\.png$/);
  assert.notEqual(a, generatedName("png"));
});

// --- GET /api/uploads/{folder}/{filename}: reading stored files back -----------------------------

/** Stores a course PDF the way the course files route does, and answers its stored name. */
async function storedPdf(t: TestApp, bytes: Uint8Array) {
  return await storeUpload(t.deps, "files", file(bytes, "syllabus.pdf", "application/pdf"), "pdf");
}

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

Deno.test("uploads route: a public image streams back with its type, length, ETag and immutable caching; 304 and HEAD work", () =>
  withApp(async (t, token) => {
    const image = png();
    const upload = await call(t, "POST", "/api/gallery/upload", { token, form: form({ images: [[image, "a.png"]] }) });
    const [{ image: name }] = (await json(upload)).images;

    const res = await call(t, "GET", `/api/uploads/gallery/${name}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "image/png");
    assert.equal(res.headers.get("content-length"), String(image.byteLength));
    assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable");
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    assert.equal(res.headers.get("content-disposition"), null);
    const etag = res.headers.get("etag")!;
    assert.match(etag, /^"[^"]+"$/);
    assert.deepEqual(await bytesOf(res), image);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const cached = await call(t, "GET", `/api/uploads/gallery/${name}`, { headers: { "If-None-Match": ifNoneMatch } });
      assert.equal(cached.status, 304, ifNoneMatch);
      assert.equal(cached.headers.get("etag"), etag);
      assert.equal((await bytesOf(cached)).byteLength, 0);
    }
    const changed = await call(t, "GET", `/api/uploads/gallery/${name}`, { headers: { "If-None-Match": `"other"` } });
    assert.equal(changed.status, 200);
    assert.deepEqual(await bytesOf(changed), image);

    const head = await call(t, "HEAD", `/api/uploads/gallery/${name}`);
    assert.equal(head.status, 200);
    assert.equal(head.headers.get("content-type"), "image/png");
    assert.equal(head.headers.get("content-length"), String(image.byteLength));
    assert.equal(head.headers.get("etag"), etag);
    assert.equal((await bytesOf(head)).byteLength, 0);
  }));

Deno.test("uploads route: every public folder is served; a deleted record's file is gone (404)", () =>
  withApp(async (t, token) => {
    const photo = await jpeg();
    const slider = await json(
      await call(t, "POST", "/api/sliders/add", { token, form: form({ title: "T", subtitle: "S", image: [photo, "s.jpg"] }) }),
    );
    const res = await call(t, "GET", `/api/uploads/sliders/${slider.slider.image}`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "image/jpeg");
    assert.deepEqual(await bytesOf(res), photo);
    for (const folder of ["aboutus", "courses", "testimonials", "students", "home"] as const) {
      await t.deps.storage.put(`${folder}/x.gif`, gif(), { contentType: "image/gif" });
      const r = await call(t, "GET", `/api/uploads/${folder}/x.gif`);
      assert.equal(r.status, 200, folder);
      assert.deepEqual(await bytesOf(r), gif());
    }

    await (await call(t, "DELETE", `/api/sliders/${slider.slider.id}`, { token })).body?.cancel();
    const gone = await call(t, "GET", `/api/uploads/sliders/${slider.slider.image}`);
    assert.equal(gone.status, 404);
    assert.deepEqual(await json(gone), { error: "File not found" });
  }));

Deno.test("uploads route: unknown folders, missing files and path tricks are a JSON 404", () =>
  withApp(async (t) => {
    await t.deps.storage.put("gallery/real.png", png(), { contentType: "image/png" });
    const paths = [
      "/api/uploads/secrets/real.png",
      "/api/uploads/Gallery/real.png",
      "/api/uploads/gallery/missing.png",
      "/api/uploads/gallery/..%2F..%2Fetc%2Fpasswd",
      "/api/uploads/gallery/..%2Fgallery%2Freal.png",
      "/api/uploads/..%2Fgallery/real.png",
      "/api/uploads/gallery%2Freal.png",
      "/api/uploads/gallery/%2e%2e",
      "/api/uploads/gallery/.real.png",
      "/api/uploads/gallery/.hidden",
      "/api/uploads/gallery/real.png%00",
      "/api/uploads/gallery/a%5C..%5Creal.png",
      "/api/uploads/gallery/a\\real.png",
      "/api/uploads/gallery/real.png.meta.json",
      "/api/uploads/gallery/real.png/x",
      "/api/uploads/gallery/",
      "/api/uploads/gallery",
      "/api/uploads/files/..%2Fgallery%2Freal.png",
      "/api/uploads/files/.hidden.pdf",
    ];
    for (const path of paths) {
      const res = await call(t, "GET", path);
      assert.equal(res.status, 404, path);
      assert.equal(typeof (await json(res)).error, "string", path);
    }
    const ok = await call(t, "GET", "/api/uploads/gallery/real.png");
    assert.equal(ok.status, 200);
    await ok.body?.cancel();
  }));

Deno.test("uploads route: storage that cannot be reached is a 503", () =>
  withApp(async (t) => {
    t.deps.storage.get = () => Promise.reject(new Error("connect ECONNREFUSED"));
    const res = await call(t, "GET", "/api/uploads/gallery/a.png");
    assert.equal(res.status, 503);
    assert.match((await json(res)).error, /file storage is temporarily unavailable/);
  }));

Deno.test("uploads route: a course PDF needs a valid signature for exactly its path; signed, it is private and inline", () =>
  withApp(async (t, token) => {
    const doc = pdf("Week 1");
    const name = await storedPdf(t, doc);
    const other = await storedPdf(t, pdf("Week 2"));
    const path = `/api/uploads/files/${name}`;
    const { url } = t.deps.signer.sign(path);

    const res = await call(t, "GET", url);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "application/pdf");
    assert.equal(res.headers.get("content-length"), String(doc.byteLength));
    assert.equal(res.headers.get("cache-control"), "private, no-store");
    assert.equal(res.headers.get("content-disposition"), "inline");
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    const etag = res.headers.get("etag")!;
    assert.ok(etag);
    assert.deepEqual(await bytesOf(res), doc);

    const cached = await call(t, "GET", url, { headers: { "If-None-Match": etag } });
    assert.equal(cached.status, 304);
    await cached.body?.cancel();
    const head = await call(t, "HEAD", url);
    assert.equal(head.status, 200);
    assert.equal(head.headers.get("content-length"), String(doc.byteLength));
    assert.equal((await bytesOf(head)).byteLength, 0);

    const query = new URL(url, "http://x").searchParams;
    const expires = query.get("expires")!;
    const signature = query.get("signature")!;
    const tampered = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    const expired = t.deps.signer.sign(path, -10).url;
    const refused = [
      path,
      `${path}?expires=${expires}`,
      `${path}?signature=${signature}`,
      `${path}?expires=${expires}&signature=${tampered}`,
      `${path}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `${path}?expires=soon&signature=${signature}`,
      `/api/uploads/files/${other}?expires=${expires}&signature=${signature}`,
      expired,
    ];
    for (const attempt of refused) {
      const r = await call(t, "GET", attempt);
      assert.equal(r.status, 403, attempt);
      assert.deepEqual(await json(r), { error: "This download link is invalid or has expired" });
    }
    // A token is not a signature, and another folder's route does not serve the private one.
    const withToken = await call(t, "GET", path, { token });
    assert.equal(withToken.status, 403);
    await withToken.body?.cancel();
    const head403 = await call(t, "HEAD", path);
    assert.equal(head403.status, 403);

    // A valid signature for a file that is not stored is a 404.
    const missing = await call(t, "GET", t.deps.signer.sign("/api/uploads/files/missing.pdf").url);
    assert.equal(missing.status, 404);
    assert.deepEqual(await json(missing), { error: "File not found" });
  }));
