import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ResolvedConfig } from "vite";
import { afterEach, expect, test } from "vitest";
import { typesMade } from "./index.ts";

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

/** The plugin's check at the end of a build of a remote at `root`. */
function closeBuild(root: string) {
  const plugin = typesMade();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root, build: { outDir: "dist" } } as ResolvedConfig);
  (plugin.closeBundle as () => void)();
}

const remoteRoot = () => {
  const root = mkdtempSync(join(tmpdir(), "types-made-"));
  roots.push(root);
  mkdirSync(join(root, "dist"));
  return root;
};

test("a remote's build without its types fails, naming the generation's own error", () => {
  const root = remoteRoot();
  mkdirSync(join(root, ".mf/diagnostics"), { recursive: true });
  writeFileSync(
    join(root, ".mf/diagnostics/latest.json"),
    JSON.stringify({ latestErrorEvent: { message: "Failed to generate type declaration. #TYPE-001" } }),
  );
  expect(() => closeBuild(root)).toThrow(
    "The remote's types were not made (@mf-types.zip): Failed to generate type declaration. #TYPE-001",
  );
});

test("a remote's build with its types passes", () => {
  const root = remoteRoot();
  writeFileSync(join(root, "dist/@mf-types.zip"), "");
  expect(() => closeBuild(root)).not.toThrow();
});
