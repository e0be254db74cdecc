import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { APP_ICONS, WEB_MANIFEST } from "@institute/routes";
// A UMD bundle: Node finds no named exports in it.
import icoEndec from "ico-endec";
import sharp from "sharp";
import type { Plugin } from "vite";

/**
 * Emits the site's icons (APP_ICONS of @institute/routes) drawn from `logo`, an SVG of the public folder, at each size
 * it is asked for rather than scaled from one picture, so each stays sharp. favicon.ico holds PNG
 * images (every browser since IE 11 reads them). The home-screen icon is opaque: iOS fills a
 * transparent corner with black. The page links the home-screen icon and the web manifest.
 */
export function appIcons(logo: string): Plugin {
  let publicDir = "";
  return {
    name: "institute:app-icons",
    apply: "build",
    configResolved: (config) => void (publicDir = config.publicDir),
    transformIndexHtml: () => [
      { tag: "link", attrs: { rel: "apple-touch-icon", href: APP_ICONS.appleTouch.src }, injectTo: "head" },
      { tag: "link", attrs: { rel: "manifest", href: WEB_MANIFEST }, injectTo: "head" },
    ],
    async generateBundle() {
      const svg = await readFile(join(publicDir, logo));
      const { width = 32 } = await sharp(svg).metadata();
      const drawn = (size: number) => sharp(svg, { density: (72 * size) / width }).resize(size, size);
      const png = (size: number) => drawn(size).png().toBuffer();
      const emit = (src: string, source: Uint8Array) => this.emitFile({ type: "asset", fileName: src.slice(1), source });
      emit(APP_ICONS.favicon.src, icoEndec.encode(await Promise.all(APP_ICONS.favicon.sizes.map(png))));
      const { src, size } = APP_ICONS.appleTouch;
      emit(src, await drawn(size).flatten({ background: APP_ICONS.background }).png().toBuffer());
      for (const icon of APP_ICONS.manifest) emit(icon.src, await png(icon.size));
    },
  };
}
