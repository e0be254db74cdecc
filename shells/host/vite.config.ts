import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { federation } from "@module-federation/vite";
import { DEV_PORTS, REMOTE_NAMES, sharedSingletons } from "@institute/federation";

/**
 * Dev only: the remotes run on their own dev servers, so scripts/dev.mjs points
 * the shell (VITE_REMOTES_MANIFEST) at this manifest instead of public/remotes.json.
 */
function devRemotesManifest(): Plugin {
  const body = JSON.stringify(
    Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `http://localhost:${DEV_PORTS[name]}/remotes/${name}/mf-manifest.json`]),
    ),
  );
  return {
    name: "institute:dev-remotes-manifest",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use("/remotes.dev.json", (_req, res) => {
        res.setHeader("content-type", "application/json");
        res.end(body);
      });
    },
  };
}

export default defineConfig({
  base: "/",
  plugins: [
    react(),
    federation({
      name: "shell",
      // Deliberately empty: remote URLs come from /remotes.json at run time so a
      // remote can be redeployed (or moved) without rebuilding the shell.
      remotes: {},
      shared: sharedSingletons(),
      dts: false,
    }),
    devRemotesManifest(),
  ],
  server: {
    port: DEV_PORTS.shell,
    strictPort: true,
    proxy: { "/api": "http://localhost:8000" },
  },
  build: { outDir: "dist", emptyOutDir: true },
});
