/**
 * Every API test file, run in one isolate: `deno test` gives each file it is handed an isolate of
 * its own, which evaluated the API's modules and started an embedded database again for each of
 * some sixty files (over 3 s of CPU each, half of the embedded pass). Imported from here, the
 * files share one module graph and one kept embedded database (kept-embedded.ts), still run one
 * after another, and each test is still reported under its own file. A dynamic import's types are
 * not checked here: the typecheck suite checks the whole of `api/` (`deno check api/`).
 */
// The names `deno test` takes for tests by default.
const TEST_FILE = /(^|[._])test\.[jt]sx?$/;

async function testFiles(dir: URL): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.name + (entry.isDirectory ? "/" : ""), dir);
    if (entry.isDirectory) found.push(...await testFiles(url));
    else if (TEST_FILE.test(entry.name)) found.push(url.href);
  }
  return found;
}

for (const file of (await testFiles(new URL("../", import.meta.url))).sort()) await import(file);
