import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { federation } from "@module-federation/vite";
import {
  brotliCopies,
  chunkContents,
  DEV_PORTS,
  DEV_PREBUNDLED,
  offeredExports,
  publishShared,
  remoteTypeUrls,
  serverRenderConfig,
  sharedSingletons,
  sharedVersions,
} from "@institute/federation";
import { REMOTES } from "@institute/routes";
import { appIcons } from "./build/app-icons.ts";
import { minifiedPublicScript } from "./build/minified-script.ts";

/**
 * Dev only: the remotes run on their own dev servers, so scripts/dev.mjs points
 * the shell (VITE_REMOTES_MANIFEST) at this manifest instead of public/remotes.json.
 */
function devRemotesManifest(): Plugin {
  const body = JSON.stringify(
    Object.fromEntries(
      REMOTES.map((name) => [name, `http://localhost:${DEV_PORTS[name]}/remotes/${name}/mf-manifest.json`]),
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

/**
 * Origin serving the built remotes under /remotes/<name>/ while the shell builds;
 * scripts/build.mjs sets it. Without it (a shell built on its own, as in its
 * Dockerfile) the build skips the remotes' types: the bundle never needs them.
 */
const builtRemotesOrigin = process.env.REMOTE_TYPES_ORIGIN;

// `vite build --ssr`: the module the API draws the pages with (src/server.tsx, see docs/decisions.md).
export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild ? serverRenderConfig("src/server.tsx") : {
    base: "/",
    // What the shell checks each remote's needs against before it loads it (remotes/registry.ts).
    define: {
      __SHELL_SHARED__: JSON.stringify(sharedVersions()),
      __SHELL_SHARED_EXPORTS__: JSON.stringify(offeredExports()),
    },
    plugins: [
      react(),
      federation({
        name: "shell",
        // Deliberately empty: remote URLs come from /remotes.json at run time so a
        // remote can be redeployed (or moved) without rebuilding the shell.
        remotes: {},
        shared: sharedSingletons(),
        // Publishes the federation runtime for the remotes (their experiments.externalRuntime).
        experiments: { provideExternalRuntime: true },
        // Types only: writes @mf-types/ (remote modules plus typed loadRemote
        // overloads) for tsc and editors. In dev they come from the remotes' dev
        // servers and follow their edits.
        dts: {
          generateTypes: false,
          consumeTypes: {
            remoteTypeUrls: remoteTypeUrls((name) =>
              command === "serve" ? `http://localhost:${DEV_PORTS[name]}` : (builtRemotesOrigin ?? "")
            ),
            typesOnBuild: Boolean(builtRemotesOrigin),
            // A build asked for the types must not finish without them.
            abortOnError: command === "build",
          },
        },
      }),
      devRemotesManifest(),
      // Beside remotes.json: what a remote's build is checked against (sharedGuard).
      publishShared(),
      chunkContents(),
      brotliCopies(),
      appIcons("logo.svg"),
      minifiedPublicScript("first-screen.js"),
    ],
    server: {
      port: DEV_PORTS.shell,
      strictPort: true,
      proxy: { "/api": "http://localhost:8000" },
      // The first page's modules are transformed as the server starts, not when it is first asked for.
      warmup: { clientFiles: ["./src/main.tsx"] },
    },
    optimizeDeps: { include: [...DEV_PREBUNDLED] },
    build: { outDir: "dist", emptyOutDir: true },
  }
);
