import { defineConfig } from "vite";
import { remoteViteConfig, serverRenderConfig } from "@institute/federation";

// `vite build --ssr`: the module the API draws this remote's pages with (see docs/decisions.md).
export default defineConfig(({ isSsrBuild }) => isSsrBuild ? serverRenderConfig("src/app/App.tsx") : remoteViteConfig("public"));
