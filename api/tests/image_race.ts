import assert from "node:assert/strict";
import type { ResizedFolder } from "@institute/schemas";
import { storedImages, type TestApp } from "./harness.ts";

/**
 * Text-only edits of one record keep arriving while an edit with a new image stores its file
 * and swaps the name in. Afterwards the row must name a stored object, and that object must be
 * the folder's only one: an edit that read the name before the swap and wrote it back after
 * would point the row at the deleted image.
 */
export async function raceImageEdits(
  t: TestApp,
  { edit, folder, storedName }: {
    edit: (withImage: boolean) => Promise<Response>;
    folder: ResizedFolder;
    storedName: () => Promise<string>;
  },
) {
  for (let round = 0; round < 5; round++) {
    let imageDone = false;
    const withImage = edit(true).then((res) => {
      imageDone = true;
      return res;
    });
    const textOnly: Promise<Response>[] = [];
    while (!imageDone) {
      textOnly.push(edit(false));
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
