import assert from "node:assert/strict";
import { join } from "node:path";
import { IMAGE_WIDTHS, type ResizedFolder, resizedName } from "@institute/schemas";
import sharp from "sharp";
import { openLocalStorage } from "../storage/local.ts";
import { sweepOrphans } from "./orphan-sweep.ts";
import { jpeg, png } from "../testing/fixtures.ts";
import { call, form, json, tempDir, type TestApp, withApp } from "../testing/harness.ts";

const CLI = new URL("../make-resized-copies.ts", import.meta.url).pathname;

/** A camera-sized photo: 4000 × 3000, a few MB as a JPEG of noise. */
const photo = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#356", noise: { type: "gaussian", mean: 128, sigma: 25 } } })
    .jpeg({ quality: 80 })
    .toBuffer()
    .then((b) => new Uint8Array(b));

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

async function addSlider(t: TestApp, token: string, image: Uint8Array) {
  const res = await call(t, "POST", "/api/sliders/add", { token, form: form({ title: "T", subtitle: "S", image: [image, "p.jpg"] }) });
  assert.equal(res.status, 201, await res.clone().text());
  return (await json(res)).slider as { id: number; image: string };
}

const stored = async (t: TestApp, folder: ResizedFolder) => (await t.deps.storage.list(folder)).sort();
/** An original's name with its copies' names, sorted as `stored` lists them. */
const withCopies = (name: string) => [name, ...IMAGE_WIDTHS.map((width) => resizedName(name, width))].sort();

Deno.test("resized copies: an uploaded photo is stored with WebP copies at each width, served like the original", () =>
  withApp(async (t, token) => {
    const original = await photo();
    assert.ok(original.byteLength > 1_000_000 && original.byteLength < 5 * 1024 * 1024, `${original.byteLength} bytes`);
    const slider = await addSlider(t, token, original);
    assert.deepEqual(await stored(t, "sliders"), withCopies(slider.image));

    let previous = 0;
    for (const width of IMAGE_WIDTHS) {
      const res = await call(t, "GET", `/api/uploads/sliders/${resizedName(slider.image, width)}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("content-type"), "image/webp");
      assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable");
      const bytes = await bytesOf(res);
      const meta = await sharp(bytes).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ["webp", width, (width * 3) / 4]);
      assert.ok(bytes.byteLength > previous, "a wider copy is larger");
      previous = bytes.byteLength;
    }
    const phone = await call(t, "GET", `/api/uploads/sliders/${resizedName(slider.image, 640)}`);
    assert.ok((await bytesOf(phone)).byteLength < original.byteLength / 10, "a phone's copy is a fraction of the upload");
  }));

Deno.test("resized copies: never wider than the original, oriented, animated images stay animated", () =>
  withApp(async (t, token) => {
    // 400 × 200 as stored, with EXIF orientation 6: shown rotated, 200 wide and 400 high.
    const turned = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#a33" } }).jpeg().withMetadata({
      orientation: 6,
    })
      .toBuffer();
    const slider = await addSlider(t, token, new Uint8Array(turned));
    const copy = await sharp(await bytesOf(await call(t, "GET", `/api/uploads/sliders/${resizedName(slider.image, 1600)}`))).metadata();
    assert.deepEqual([copy.width, copy.height, copy.orientation], [200, 400, undefined]);

    const frame = (background: string) => sharp({ create: { width: 64, height: 128, channels: 3, background } }).png().toBuffer();
    const animated = await sharp([await frame("#3a3"), await frame("#a33")], { join: { animated: true } }).gif().toBuffer();
    const added = await call(t, "POST", "/api/gallery/upload", { token, form: form({ images: [new Uint8Array(animated), "a.gif"] }) });
    assert.equal(added.status, 201, await added.clone().text());
    const [name] = (await stored(t, "gallery")).filter((n) => n.endsWith(".gif"));
    const meta = await sharp(await bytesOf(await call(t, "GET", `/api/uploads/gallery/${resizedName(name, 320)}`)), { pages: -1 })
      .metadata();
    assert.deepEqual([meta.format, meta.pages], ["webp", 2]);
  }));

Deno.test("resized copies: an image that does not decode is a 415 and one of too many pixels a 413; nothing is stored", () =>
  withApp(async (t, token) => {
    const broken = await jpeg();
    broken.fill(7, 200);
    const huge = await sharp({ create: { width: 10_000, height: 7_000, channels: 3, background: "#fff" } }).png().toBuffer();
    for (
      const [bytes, status, message] of [[broken, 415, /could not be read/], [
        new Uint8Array(huge),
        413,
        /more than 64 million pixels/,
      ]] as const
    ) {
      const res = await call(t, "POST", "/api/sliders/add", { token, form: form({ title: "T", subtitle: "S", image: [bytes, "x.png"] }) });
      assert.equal(res.status, status);
      assert.match((await json(res)).error, message);
    }
    assert.deepEqual(await stored(t, "sliders"), []);
    assert.equal((await t.deps.sql`select count(*)::int as n from sliders`)[0].n, 0);
  }));

Deno.test("resized copies: replaced and deleted with their image; the sweep keeps a recorded image's copies", () =>
  withApp(async (t, token) => {
    const first = await addSlider(t, token, await jpeg());
    const edit = await call(t, "PUT", `/api/sliders/${first.id}`, {
      token,
      form: form({ title: "T", subtitle: "S", image: [await jpeg(), "q.jpg"] }),
    });
    assert.equal(edit.status, 200, await edit.clone().text());
    const [{ image }] = await t.deps.sql`select image from sliders where id = ${first.id}`;
    assert.deepEqual(await stored(t, "sliders"), withCopies(image), "the old copies went with it");

    // An orphan's copies are orphans too.
    const orphan = `${crypto.randomUUID()}.jpg`;
    await t.deps.storage.put(`sliders/${orphan}`, await jpeg(), { contentType: "image/jpeg" });
    await t.deps.storage.put(`sliders/${resizedName(orphan, 320)}`, new Uint8Array(8), { contentType: "image/webp" });
    const swept = await sweepOrphans(t.deps, new Date(Date.now() + 60_000));
    assert.equal(swept?.deleted, 2);
    assert.deepEqual(await stored(t, "sliders"), withCopies(image));

    await (await call(t, "DELETE", `/api/sliders/${first.id}`, { token })).body?.cancel();
    assert.deepEqual(await stored(t, "sliders"), []);
  }));

/** The public site's other images (the sliders' and the gallery's are tested above): how each is saved, and deleted. */
interface ImageKind {
  folder: ResizedFolder;
  /** Where a record is saved with an image: a new one, or record `id` again (a page's one record has one address). */
  save: (id?: number) => [method: string, path: string];
  /** The form's other required fields. */
  fields: Record<string, string>;
  /** The answer's field that holds the record; a page's answer is the record. */
  record?: string;
  /** Where record `id` is deleted; a page's one record is only ever replaced. */
  remove?: (id: number) => string;
}

const IMAGE_KINDS: ImageKind[] = [
  {
    folder: "courses",
    save: (id) => (id ? ["PUT", `/api/courses/update/${id}`] : ["POST", "/api/courses/add"]),
    fields: { title: "T" },
    record: "course",
    remove: (id) => `/api/courses/${id}`,
  },
  {
    folder: "testimonials",
    save: (id) => (id ? ["PUT", `/api/testimonials/${id}`] : ["POST", "/api/testimonials/add"]),
    fields: { name: "N", content: "C" },
    record: "testimonial",
    remove: (id) => `/api/testimonials/${id}`,
  },
  { folder: "home", save: () => ["POST", "/api/home/update"], fields: { title: "T", content: "C" } },
  { folder: "aboutus", save: () => ["POST", "/api/about/update"], fields: { title: "T", content: "C" } },
];

for (const kind of IMAGE_KINDS) {
  const gone = kind.remove ? "replaced or deleted" : "replaced";
  Deno.test(`resized copies of ${kind.folder} images: made on upload, served, and gone with their image when it is ${gone}`, () =>
    withApp(async (t, token) => {
      const save = async (image: [Uint8Array, string], id?: number): Promise<{ id?: number; image: string }> => {
        const [method, path] = kind.save(id);
        const res = await call(t, method, path, { token, form: form({ ...kind.fields, image }) });
        assert.ok(res.ok, await res.clone().text());
        const body = await json(res);
        return kind.record ? body[kind.record] : body;
      };
      const first = await save([await jpeg(), "a.jpg"]);
      assert.deepEqual(await stored(t, kind.folder), withCopies(first.image));
      const copy = await call(t, "GET", `/api/uploads/${kind.folder}/${resizedName(first.image, 640)}`);
      assert.deepEqual([copy.status, copy.headers.get("content-type")], [200, "image/webp"]);
      await copy.body?.cancel();

      const replaced = await save([png(), "b.png"], first.id);
      assert.notEqual(replaced.image, first.image);
      assert.deepEqual(await stored(t, kind.folder), withCopies(replaced.image), "the old image's copies went with it");

      if (kind.remove) {
        const removed = await call(t, "DELETE", kind.remove(replaced.id!), { token });
        assert.equal(removed.status, 200);
        await removed.body?.cancel();
        assert.deepEqual(await stored(t, kind.folder), []);
      }
    }));
}

Deno.test("resized copies: an image stored before copies existed gets them on the first request for one", () =>
  withApp(async (t) => {
    const name = `${crypto.randomUUID()}.jpg`;
    await t.deps.storage.put(`gallery/${name}`, await jpeg(), { contentType: "image/jpeg" });
    const [a, b] = await Promise.all([320, 960].map((w) => call(t, "GET", `/api/uploads/gallery/${resizedName(name, w as 320)}`)));
    assert.deepEqual([a.status, b.status], [200, 200]);
    assert.equal((await sharp(await bytesOf(a)).metadata()).format, "webp");
    await b.body?.cancel();
    assert.equal((await stored(t, "gallery")).length, 1 + IMAGE_WIDTHS.length, "made once, all widths");

    for (const path of [`gallery/${resizedName("missing.jpg", 320)}`, `gallery/${name}.w321.webp`, `students/${resizedName(name, 320)}`]) {
      const res = await call(t, "GET", `/api/uploads/${path}`);
      assert.equal(res.status, 404, path);
      await res.body?.cancel();
    }
  }));

Deno.test("images:resize makes the copies every stored image lacks, and names what it could not read", async () => {
  const dir = await tempDir();
  try {
    const storage = await openLocalStorage(join(dir.path, "uploads"));
    const old = `${crypto.randomUUID()}.jpg`;
    const unreadable = `${crypto.randomUUID()}.png`;
    await storage.put(`courses/${old}`, await jpeg(), { contentType: "image/jpeg" });
    await storage.put(`courses/${unreadable}`, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]), { contentType: "image/png" });
    await storage.put(`files/${crypto.randomUUID()}.pdf`, new Uint8Array([37, 80, 68, 70]), { contentType: "application/pdf" });
    const run = async () => {
      const out = await new Deno.Command(Deno.execPath(), {
        args: ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-ffi", "--allow-sys", CLI],
        env: { NO_COLOR: "1", DATA_DIR: dir.path, S3_ENDPOINT: "" },
        stdout: "piped",
        stderr: "piped",
      }).output();
      const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes).trim();
      return { code: out.code, stdout: text(out.stdout), stderr: text(out.stderr) };
    };
    const first = await run();
    assert.equal(first.code, 0, first.stderr);
    assert.deepEqual(JSON.parse(first.stdout), { made: 1, complete: 0, failed: 1 });
    assert.match(first.stderr, new RegExp(`courses/${unreadable}: .*could not be read`));
    const names = await storage.list("courses");
    for (const width of IMAGE_WIDTHS) assert.ok(names.includes(resizedName(old, width)), String(width));
    assert.deepEqual(JSON.parse((await run()).stdout), { made: 0, complete: 1, failed: 1 }, "a second run has nothing to make");
    await storage.close();
  } finally {
    await dir.remove();
  }
});
