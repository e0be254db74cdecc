// Plain JS (not TS) because Vite loads workspace config helpers through Node,
// which cannot strip types on every supported Node version.
import react from "@vitejs/plugin-react";
import { federation } from "@module-federation/vite";

export const REMOTE_NAMES = Object.freeze(["public", "portal", "admin"]);

export const DEV_PORTS = Object.freeze({ shell: 5173, public: 5174, portal: 5175, admin: 5176 });

// One list for every container: a package missing on one side is silently
// bundled twice, which for React means "Invalid hook call". The plugin maps
// react/jsx-runtime and react-dom/client onto the react / react-dom entries.
const SHARED = {
  react: "^19.2.0",
  "react-dom": "^19.2.0",
  jotai: "^2.16.0",
  "@tanstack/react-query": "^5.108.0",
  "@tanstack/react-router": "^1.170.46",
  // Workspace packages that hold state (auth atoms, the toasts' store, the API client's store):
  // a second copy would be a second, unconnected session. @institute/ui holds none: each front
  // end bundles only the parts it uses.
  "@institute/auth": "*",
  "@institute/api-client": "*",
  "@institute/toast": "*",
};

export function sharedSingletons() {
  return Object.fromEntries(
    Object.entries(SHARED).map(([pkg, requiredVersion]) => [pkg, { singleton: true, requiredVersion }]),
  );
}

/**
 * Where the shell downloads each remote's generated types, given the origin that
 * serves the remote's files under `/remotes/<name>/`. Each entry needs its own
 * `alias`: without one, every remote lands in the same folder and only the
 * last one's types survive.
 */
export function remoteTypeUrls(originOf) {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const folder = `${originOf(name)}/remotes/${name}`;
      return [name, { alias: name, zip: `${folder}/@mf-types.zip`, api: `${folder}/@mf-types.d.ts` }];
    }),
  );
}

export function remoteViteConfig(name) {
  const port = DEV_PORTS[name];
  return {
    // A release (npm run remote -- release) is served under a path of its own, which its
    // build must know: Vite writes it into the preload list of every lazy chunk.
    base: process.env.REMOTE_BASE || `/remotes/${name}/`,
    plugins: [
      // Inside the shell's page, a remote's components must register with the
      // shell's React Refresh runtime, or edits never reach the screen; scripts/dev.mjs
      // sets SHELL_DEV_ORIGIN. A remote served alone keeps its own runtime.
      react({ reactRefreshHost: process.env.SHELL_DEV_ORIGIN }),
      federation({
        name,
        filename: "remoteEntry.js",
        manifest: true,
        // Resolve the remote's files against the URL its mf-manifest.json was
        // fetched from, not against `base`, so remotes.json may point at another
        // origin (a CDN, a remote's own host) without rebuilding anything.
        publicPath: "auto",
        exposes: { "./App": "./src/app/App.tsx" },
        shared: sharedSingletons(),
        // The shell provides the federation runtime (provideExternalRuntime): a remote does not
        // ship a second copy of it to every visitor. A remote runs only inside the shell.
        experiments: { externalRuntime: true },
        // Emits @mf-types.zip and @mf-types.d.ts next to the manifest; the shell
        // downloads them (remoteTypeUrls) so its loadRemote calls are typed.
        // deleteTypesFolder: the plugin otherwise leaves the unzipped copy in dist/.
        dts: { generateTypes: { abortOnError: true, deleteTypesFolder: true }, consumeTypes: false },
      }),
    ],
    // The shell page (another origin in dev) imports these modules, so their
    // URLs must be absolute.
    server: { port, strictPort: true, origin: `http://localhost:${port}` },
    preview: { port, strictPort: true },
    // A release is built beside the deployed build, not over it (scripts/remote.mjs).
    build: { outDir: process.env.REMOTE_OUT_DIR || "dist", emptyOutDir: true },
  };
}
