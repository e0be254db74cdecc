/**
 * Makes the resized copies of every public image stored without them (uploaded before copies
 * were made), then exits. The API also makes a missing copy on its first request; this does
 * them all at once, ahead of visitors. Needs the storage settings only, not the database.
 * Prints one JSON line, `{"made","complete","failed"}`: originals given copies, originals that
 * had them all, originals that could not be read as images (named on stderr).
 */
import { RESIZED_FOLDERS } from "@institute/schemas";
import { loadConfigOrExit } from "./config.ts";
import { openStorage } from "./storage/index.ts";
import { copyMaker, copyNames, copyOf } from "./stored-files/resized-copies.ts";

const config = loadConfigOrExit();
try {
  const storage = await openStorage(config);
  try {
    const makeCopies = copyMaker(storage);
    const result = { made: 0, complete: 0, failed: 0 };
    for (const folder of RESIZED_FOLDERS) {
      const names = new Set(await storage.list(folder));
      for (const name of names) {
        const copies = copyNames(folder, name);
        if (copyOf(name) || copies.length === 0) continue;
        if (copies.every((copy) => names.has(copy))) {
          result.complete++;
          continue;
        }
        try {
          await makeCopies(folder, name);
          result.made++;
        } catch (e) {
          console.error(`${folder}/${name}: ${e instanceof Error ? e.message : e}`);
          result.failed++;
        }
      }
    }
    console.log(JSON.stringify(result));
  } finally {
    await storage.close();
  }
} catch (e) {
  console.error(`making resized copies failed: ${e instanceof Error ? e.message : e}`);
  Deno.exit(1);
}
