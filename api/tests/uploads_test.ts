import assert from "node:assert/strict";
import { HttpError } from "../platform/errors.ts";
import { acceptUpload, generatedName, MAX_BYTES, sniff } from "../platform/uploads.ts";
import { gif, htmlFile, jpeg, pdf, png, textFile, webp } from "./fixtures.ts";

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
