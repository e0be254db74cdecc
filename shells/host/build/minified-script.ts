import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { minify, type Plugin } from "vite";

/**
 * Writes a script of the public folder minified (Vite's own minifier) over the copy Vite makes of
 * it as written. first-screen.js is a classic script that every page the server draws fetches with
 * its first screen: its comments are for its readers, not its visitors (half its bytes gzipped).
 */
export function minifiedPublicScript(name: string): Plugin {
  let publicDir = "";
  return {
    name: "institute:minified-public-script",
    apply: "build",
    configResolved: (config) => void (publicDir = config.publicDir),
    async generateBundle() {
      const { code, errors } = await minify(name, await readFile(join(publicDir, name), "utf8"), { compress: true, mangle: true });
      if (errors.length) this.error(`${name}: ${errors.map((e) => e.message).join("; ")}`);
      this.emitFile({ type: "asset", fileName: name, source: code });
    },
  };
}
