import assert from "node:assert/strict";
import type { ResizedFolder } from "@institute/schemas";
import { call, form, storedImages, type TestApp } from "./harness.ts";
import { png } from "./fixtures.ts";

/**
 * Text-only edits of one record keep arriving while an edit with a new image stores its file
 * and swaps the name in. Afterwards the row must name a stored object, and that object must be
 * the folder's only one: an edit that read the name before the swap and wrote it back after
 * would point the row at the deleted image.
 *
 * Each edit sends `fields` as a form to `PUT path`, the one with an image adds a new PNG; the
 * record is row `id` of the table named like its folder.
 */
export async function raceImageEdits(
  t: TestApp,
  token: string,
  { folder, path, id, fields }: { folder: ResizedFolder; path: string; id: number; fields: Record<string, string> },
) {
  const edit = async (withImage: boolean) =>
    await call(t, "PUT", path, {
      token,
      form: form({ ...fields, ...(withImage ? { image: [png(), "b.png"] as [Uint8Array, string] } : {}) }),
    });
  const storedName = async () => (await t.deps.sql`select image from ${t.deps.sql(folder)} where id = ${id}`)[0].image;
  for (let round = 0; round < 5; round++) {
    let imageDone = false;
    const withImage = edit(true).then((res) => {
      imageDone = true;
      return res;
    });
    const textOnly: Promise<Response>[] = [];
    while (!imageDone) {
      textOnly.push(edit(false));
      // Not a wait: the pace of text-only edits sent while the image edit runs (no event marks
      // the moment the race is lost; a steady stream of edits covers every moment of it).
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    for (const res of [await withImage, ...(await Promise.all(textOnly))]) {
      assert.equal(res.status, 200, await res.text());
    }
    const name = await storedName();
    assert.equal(await t.deps.storage.exists(`${folder}/${name}`), true, `round ${round}: the row names a stored object`);
    assert.deepEqual(await storedImages(t.deps.storage, folder), [name], `round ${round}: no object left behind`);
  }
}
