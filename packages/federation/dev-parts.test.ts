import { describe, expect, it } from "vitest";
import type { Plugin } from "vite";
import { remoteViteConfig } from "./index.ts";

/** The hooks of the dev server's check this test calls, as plain functions. */
type DevCheck = {
  apply: string;
  configResolved: () => void;
  transform: { handler: (this: { warn: (message: string) => void }, code: string, id: string) => void };
};

/** The remote dev server's check of the parts a served module takes, with the warnings it gives. */
function serve(code: string, id: string) {
  const plugins = (remoteViteConfig("public").plugins ?? []).flat() as Plugin[];
  const plugin = plugins.find((p) => p?.name === "institute:shared-parts-in-dev") as unknown as DevCheck;
  const warnings: string[] = [];
  plugin.configResolved();
  plugin.transform.handler.call({ warn: (message) => warnings.push(message) }, code, id);
  return { plugin, warnings };
}

describe("a remote's dev server", () => {
  it("warns of a name the shell's copy does not hold, naming the module and where to add it", () => {
    const { plugin, warnings } = serve(`import { Link, useBlocker } from "@tanstack/react-router";`, "/w/remotes/public/src/x.tsx");
    expect(plugin.apply).toBe("serve");
    expect(warnings).toEqual([
      "/w/remotes/public/src/x.tsx: the shell's @tanstack/react-router does not hold useBlocker. Add it to packages/federation/offered/ (the shell is released first).",
    ]);
  });

  it("says nothing of names held, type-only imports or the shared package's own files", () => {
    expect(serve(`import { Link, type LinkProps } from "@tanstack/react-router";`, "/w/src/x.tsx").warnings).toEqual([]);
    expect(serve(`export * from "@tanstack/react-router";`, "/w/node_modules/@tanstack/react-router/dist/esm/x.js").warnings).toEqual([]);
  });
});
