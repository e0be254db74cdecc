// TypeScript, which Vite loads in a front end's config through its module runner: every vite
// command runs with `--configLoader runner` (Node 20 cannot strip types itself).
import react from "@vitejs/plugin-react";
import { federation } from "@module-federation/vite";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { fileURLToPath } from "node:url";
import { type RemoteName, REMOTES } from "@institute/routes";
import type { QueryClient } from "@tanstack/react-query";
import type { AnyRoute, createRootRouteWithContext } from "@tanstack/react-router";
import type { ComponentType } from "react";
import type { Plugin, UserConfig } from "vite";
import { namesTaken, OFFERED_IN_PART, offeredExports } from "./offered.ts";
export { offeredExports } from "./offered.ts";
import { missingParts, type SharedNeed, unmetShared } from "./versions.ts";

const REPO = join(dirname(fileURLToPath(import.meta.url)), "../..");

export type { RemoteName };

/** What every route of the shell's router is given: the page's one query client, which loaders fill. */
export interface AppRouteContext {
  queryClient: QueryClient;
  /**
   * Whether a page's loader waits for its reads: on the server, whose drawing must hold them; not
   * in the browser, where the page shows its loading states until they arrive.
   */
  awaitReads: boolean;
  /** The site's address, as the page's request names it: a page's head holds absolute addresses. */
  origin: string;
}

/**
 * The route a remote's routes hang from, as a remote's types see it: a root carrying the shell's
 * context (the shell mounts each remote's routes on a route of its own below its root).
 */
export type AppParentRoute = ReturnType<ReturnType<typeof createRootRouteWithContext<AppRouteContext>>>;

/**
 * A remote that declares its pages as routes: the shell's router grafts `routes(area)` onto the
 * remote's area the first time a visitor enters it, and draws, preloads and loads its pages from
 * those declarations.
 */
export interface RemoteRoutesModule {
  routes: (parent: AppParentRoute) => AnyRoute[];
  build?: string;
}

/**
 * A remote that draws its pages itself, from the router's state: the shell renders its component
 * for every route of its area. `preload(pathname)` loads what the first render of a page needs, so
 * that it draws the page whole.
 */
export interface RemoteComponentModule {
  default: ComponentType;
  build?: string;
  preload?: (pathname: string) => Promise<void>;
}

/**
 * The shell's contract for every remote's `./App`, one of the two shapes above. Each remote checks
 * its own against it (src/app/contract.ts, in its typecheck); the shell's loadRemote is typed by
 * the remotes' generated types, so a remote that breaks it fails both.
 */
export type RemoteAppModule = RemoteRoutesModule | RemoteComponentModule;

/**
 * Dev only: the federation plugin's runtime plugin that every dev page imports. Pre-bundled when a
 * dev server starts; found on the first page instead, Vite re-bundles and reloads that page.
 */
export const DEV_PREBUNDLED = Object.freeze(["@module-federation/dts-plugin/dynamic-remote-type-hints-plugin"]);

/** Ports of the dev servers started by scripts/dev.mjs. */
export const DEV_PORTS: Readonly<Record<"shell" | RemoteName, number>> = Object.freeze({
  shell: 5173,
  public: 5174,
  portal: 5175,
  admin: 5176,
});

export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  /** The module the shell's copy is built from: for a package shared in part, the one naming its parts. */
  import?: string | false;
  /** The version this container provides; the installed one unless given. */
  version?: string;
}
type Shared = Record<string, SharedSingleton>;
/** Changes to single packages of the shared map, as a remote built against other versions has them. */
type SharedOverrides = Record<string, Partial<SharedSingleton>>;

// One list for every container: a package left out of it is bundled by each front end that uses
// it, which for React means "Invalid hook call". The shell provides each one and a remote takes
// them from the shell alone (remoteViteConfig); a remote built for a package the running shell
// does not share is refused by the shell's check (unmetShared), its slot showing why. The plugin
// maps react/jsx-runtime and react-dom/client onto the react / react-dom entries.
const SHARED: Record<string, string> = {
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

/**
 * `overrides` changes single packages, as a remote built against other versions has them. Whether
 * the shell's copy meets a remote's range is checked by the shell itself before it loads the
 * remote (the runtime only warns of a singleton it cannot meet, and uses it anyway). A package
 * shared in part is built from the module naming its parts (`import`, offered.ts).
 */
export function sharedSingletons(overrides: SharedOverrides = {}): Shared {
  return Object.fromEntries(
    Object.entries(SHARED).map((
      [pkg, requiredVersion],
    ) => [pkg, {
      singleton: true as const,
      requiredVersion,
      ...(OFFERED_IN_PART[pkg] && { import: OFFERED_IN_PART[pkg] }),
      ...overrides[pkg],
    }]),
  );
}

/** The version of a package as installed for the workspace at `from` (npm hoists them to the root). */
function installedVersion(pkg: string, from = process.cwd()): string | undefined {
  for (let dir = from;; dir = dirname(dir)) {
    const file = join(dir, "node_modules", pkg, "package.json");
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")).version;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The version each shared package has in this container: the one given, else the installed one,
 * as seen from the module its copy is built from when that is not the package itself (offered/).
 */
export const sharedVersions = (shared: Shared = sharedSingletons()): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(shared).map((
      [pkg, config],
    ) => [pkg, config.version ?? installedVersion(pkg, typeof config.import === "string" ? dirname(config.import) : undefined)]),
  );

/**
 * The shell's build publishes what it shares (shared.json beside remotes.json): each singleton with
 * the version it provides, the range it asks for and, when shared in part, the names it holds. A
 * remote's build checks itself against it.
 */
export function publishShared(shared: Shared = sharedSingletons()): Plugin {
  return {
    name: "institute:publish-shared",
    apply: "build",
    generateBundle() {
      const versions = sharedVersions(shared);
      const parts = offeredExports();
      // A package given back whole (an override of its `import`) publishes no parts.
      const partsOf = (pkg: string, config: SharedSingleton) => (config.import === OFFERED_IN_PART[pkg] ? { exports: parts[pkg] } : {});
      const list = Object.fromEntries(
        Object.entries(shared).map((
          [pkg, config],
        ) => [pkg, { version: versions[pkg], requiredVersion: config.requiredVersion, ...partsOf(pkg, config) }]),
      );
      this.emitFile({ type: "asset", fileName: "shared.json", source: `${JSON.stringify(list, null, 2)}\n` });
    },
  };
}

/** The shell's shared.json: each package it shares, with the version it provides and, when shared in part, the names it holds. */
type PublishedShared = Record<string, { version: string; requiredVersion: string; exports?: string[] }>;

/** The shell's published list: SHELL_SHARED (a URL or a file), else the shell's build in this checkout. */
async function readPublishedShared(): Promise<{ source: string; list: PublishedShared | null }> {
  const source = process.env.SHELL_SHARED || join(REPO, "shells/host/dist/shared.json");
  if (/^https?:/.test(source)) {
    const res = await fetch(source).catch(() => null);
    return { source, list: res?.ok ? await res.json() : null };
  }
  return { source, list: existsSync(source) ? JSON.parse(readFileSync(source, "utf8")) : null };
}

/** The offered versions and parts of a published list (shared.json). */
const offeredIn = (list: PublishedShared) => ({
  versions: Object.fromEntries(Object.entries(list).map(([pkg, entry]) => [pkg, entry.version])),
  parts: Object.fromEntries(Object.entries(list).flatMap(([pkg, entry]) => (entry.exports ? [[pkg, entry.exports] as const] : []))),
});

// The manifest a remote's build writes (the plugin's default name), which the shell reads.
const MANIFEST = "mf-manifest.json";

/**
 * Fails a remote's build when the shell cannot meet its shared packages: before anything is
 * bundled, a package not shared in a version its range accepts; once every module is read, a name
 * its code takes from a package the shell shares only in part and does not hold. Released, either
 * could only fail in visitors' browsers. The remote's manifest then lists, for each package shared
 * in part, the names its code takes (`importedNames`): the shell checks a release with them before
 * it loads it (registry.ts), as this build could only check against the shell it was given.
 */
export function sharedGuard(name: RemoteName, shared: Shared): Plugin {
  // Packages shared in part, as this checkout knows them or the shell's list says.
  let inPart: string[] = [];
  const used = new Map<string, Set<string>>();
  let source = "";
  // What the shell's published list offers (offeredIn), once read.
  let offered: ReturnType<typeof offeredIn> | null = null;
  const needs = (): SharedNeed[] =>
    Object.entries(shared).map(([pkg, config]) => ({
      name: pkg,
      requiredVersion: config.requiredVersion,
      ...(inPart.includes(pkg) && { importedNames: [...(used.get(pkg) ?? [])].sort() }),
    }));
  const refuseUnmet = (context: { error: (message: string) => never }, unmet: string[]) => {
    if (unmet.length) {
      context.error(
        `The ${name} remote cannot run in the shell described by ${source}: ${
          unmet.join("; ")
        }. Build against the shell's versions, or release a shell that shares these first.`,
      );
    }
  };
  return {
    name: "institute:shared-guard",
    apply: "build",
    async buildStart() {
      used.clear();
      const published = await readPublishedShared();
      source = published.source;
      offered = published.list && offeredIn(published.list);
      inPart = Object.keys(shared).filter((pkg) => pkg in OFFERED_IN_PART || (offered !== null && pkg in offered.parts));
      if (!offered) {
        this.warn(`${source} cannot be read: the ${name} remote's shared packages are not checked against the shell's`);
        return;
      }
      // No module is read yet: only the versions are checked here.
      refuseUnmet(this, unmetShared(needs(), offered.versions));
    },
    // Before the TypeScript and JSX transform: the source as written, its type-only imports marked.
    transform: {
      order: "pre",
      handler(code, id) {
        for (const [pkg, names] of namesTaken(code, id, inPart)) {
          const all = used.get(pkg) ?? used.set(pkg, new Set()).get(pkg)!;
          for (const part of names) all.add(part);
        }
      },
    },
    buildEnd(error) {
      if (error || !offered) return;
      refuseUnmet(this, unmetShared(needs(), offered.versions, offered.parts));
    },
    // After the federation plugin has emitted the manifest.
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        const manifest = bundle[MANIFEST];
        // Without the names the shell could not check this remote: a renamed manifest must not pass unseen.
        if (manifest?.type !== "asset") this.error(`The ${name} remote's build wrote no ${MANIFEST} to list its shared parts in`);
        const json = JSON.parse(String(manifest.source));
        const taken = new Map(needs().map((need) => [need.name, need.importedNames]));
        for (const entry of json.shared ?? []) if (taken.get(entry.name)) entry.importedNames = taken.get(entry.name);
        manifest.source = JSON.stringify(json);
      },
    },
  };
}

/**
 * Dev only: warns, as a module is served, of a name it takes that the shell's copy does not hold
 * (offered/): there it is undefined where the code calls it, and a build refuses it (sharedGuard).
 */
function sharedPartsInDev(): Plugin {
  let offered: Record<string, string[]> = {};
  return {
    name: "institute:shared-parts-in-dev",
    apply: "serve",
    // Read when a dev server starts, not whenever a remote's config is made (builds too).
    configResolved() {
      offered = offeredExports();
    },
    transform: {
      order: "pre",
      handler(code, id) {
        for (const [pkg, names] of namesTaken(code, id, Object.keys(offered))) {
          const missing = missingParts(pkg, [...names], offered[pkg]);
          if (missing.length) {
            this.warn(`${id}: ${missing.join("; ")}. Add it to packages/federation/offered/ (the shell is released first).`);
          }
        }
      },
    },
  };
}

/**
 * Where the shell downloads each remote's generated types, given the origin that
 * serves the remote's files under `/remotes/<name>/`. Each entry needs its own
 * `alias`: without one, every remote lands in the same folder and only the
 * last one's types survive.
 */
export function remoteTypeUrls(originOf: (name: RemoteName) => string) {
  return Object.fromEntries(
    REMOTES.map((name) => {
      const folder = `${originOf(name)}/remotes/${name}`;
      return [name, { alias: name, zip: `${folder}/@mf-types.zip`, api: `${folder}/@mf-types.d.ts` }];
    }),
  );
}

/** A module's name in chunk-contents.json: its path in the repository, or from its node_modules folder on. */
const moduleName = (id: string) => {
  const path = id.replace(/^\0/, "").replace(/\?.*$/, "");
  const installed = path.lastIndexOf("/node_modules/");
  return installed >= 0 ? path.slice(installed + 1) : path.startsWith(REPO) ? relative(REPO, path) : path;
};

/**
 * Writes what each chunk of a build holds (`.vite/chunk-contents.json`: each chunk's file and its
 * modules with the bytes they take in it), so a page's scripts can be checked for a module sent
 * twice: once by the shell and once by a remote, or by two chunks (tests/e2e/platform.spec.ts).
 */
export function chunkContents(): Plugin {
  return {
    name: "institute:chunk-contents",
    apply: "build",
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((chunk) =>
        chunk.type === "chunk"
          ? [{
            file: chunk.fileName,
            modules: Object.fromEntries(
              Object.entries(chunk.modules).filter(([, m]) => m.renderedLength > 0).map(([id, m]) => [moduleName(id), m.renderedLength]),
            ),
          }]
          : []
      );
      this.emitFile({ type: "asset", fileName: ".vite/chunk-contents.json", source: JSON.stringify(chunks, null, 1) });
    },
  };
}

// The text files a server sends compressed (api/web/static.ts).
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg)$/;

/**
 * Writes a brotli copy (`<file>.br`) beside each text file of a build, which the API sends to every
 * browser that takes brotli: about an eighth smaller than gzip's best. Made here once, because
 * brotli's best quality takes a third of a second on the largest chunk, too long for a request.
 * Runs when the build is closed, after every plugin has written its files.
 */
export function brotliCopies(): Plugin {
  let outDir = "";
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  return {
    name: "institute:brotli-copies",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!existsSync(outDir)) return;
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f) && statSync(f).size >= 1024)) {
        writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * Fails a remote's build that made no types: @module-federation/vite 1.23 logs a failure of the
 * types' generation (a declaration tsc cannot write) and goes on, whatever `abortOnError` says, so
 * the remote would ship without them and only the shell's typecheck would say so, later.
 */
export function typesMade(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "institute:types-made",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = resolve(root, config.build.outDir);
    },
    closeBundle() {
      if (existsSync(join(outDir, "@mf-types.zip"))) return;
      const diagnostics = join(root, ".mf/diagnostics/latest.json");
      const cause = existsSync(diagnostics) ? JSON.parse(readFileSync(diagnostics, "utf8")).latestErrorEvent?.message : undefined;
      throw new Error(`The remote's types were not made (@mf-types.zip): ${cause ?? "see .mf/diagnostics"}`);
    },
  };
}

/**
 * The page a remote's own server shows (and its build writes as index.html, the entry Vite
 * builds from): a remote runs only inside the shell, so the page points there.
 */
function standalonePage(name: RemoteName): Plugin {
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Institute – ${name} remote</title>
  </head>
  <body>
    <p>The ${name} remote runs inside the site's shell, which loads it through /remotes.json: <a href="/">open the site</a>. <code>npm run dev</code> serves the shell on port ${DEV_PORTS.shell}.</p>
  </body>
</html>
`;
  let entry = "";
  return {
    name: "institute:standalone-page",
    enforce: "pre",
    configResolved(config) {
      entry = join(config.root, "index.html");
    },
    resolveId: (id: string) => (id === entry || id === "index.html" ? entry : undefined),
    load: (id: string) => (id === entry ? html : undefined),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== "/" && req.url !== "/index.html") return next();
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.end(html);
      });
    },
  };
}

/** Complete Vite config of a remote, built from its own directory; `sharedOverrides` as for sharedSingletons. */
export function remoteViteConfig(name: RemoteName, { sharedOverrides = {} }: { sharedOverrides?: SharedOverrides } = {}): UserConfig {
  const port = DEV_PORTS[name];
  // A release (npm run remote -- release) is served under a path of its own, which its build must
  // know: Vite writes it into the preload list of every lazy chunk.
  const releaseBase = process.env.REMOTE_BASE;
  return {
    base: releaseBase || `/remotes/${name}/`,
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
        // Each shared package is the shell's copy alone (import: false): a remote runs only inside
        // the shell, which provides them all, so a copy of its own would be bytes no visitor uses
        // (the plugin inlines a workspace package's fallback into its loadShare chunk, fetched
        // with the remote's first screen).
        shared: Object.fromEntries(
          Object.entries(sharedSingletons(sharedOverrides)).map(([pkg, config]) => [pkg, { ...config, import: false }]),
        ),
        // The shell provides the federation runtime (provideExternalRuntime): a remote does not
        // ship a second copy of it to every visitor. A remote runs only inside the shell.
        experiments: { externalRuntime: true },
        // Emits @mf-types.zip and @mf-types.d.ts next to the manifest; the shell
        // downloads them (remoteTypeUrls) so its loadRemote calls are typed.
        // deleteTypesFolder: the plugin otherwise leaves the unzipped copy in dist/.
        // A release is only ever loaded by browsers (the shell's types come from the deployed
        // build): its types would be bytes in storage no one reads, and making them is most of
        // a build's time (15 of 18 s for the public remote).
        // tsc 7 checks on several threads by default: on CI's two busy cores that took 2.5 times
        // the CPU of one thread for no less wall time.
        dts: releaseBase ? false : {
          generateTypes: { abortOnError: true, deleteTypesFolder: true, compilerInstance: "tsc --singleThreaded" },
          consumeTypes: false,
        },
      }),
      sharedGuard(name, sharedSingletons(sharedOverrides)),
      ...(releaseBase ? [] : [typesMade()]),
      sharedPartsInDev(),
      standalonePage(name),
      chunkContents(),
      brotliCopies(),
    ],
    // The shell page (another origin in dev) imports these modules, so their
    // URLs must be absolute.
    // warmup: transforms the exposed module and all it imports as the server starts, while the
    // API still compiles, instead of when the shell first asks for it.
    server: { port, strictPort: true, origin: `http://localhost:${port}`, warmup: { clientFiles: ["./src/app/App.tsx"] } },
    optimizeDeps: { include: [...DEV_PREBUNDLED] },
    preview: { port, strictPort: true },
    // A release is built beside the deployed build, not over it (scripts/remote.mjs).
    build: { outDir: process.env.REMOTE_OUT_DIR || "dist", emptyOutDir: true },
  };
}

/** Where a front end's server render is built: beside its dist/, never served (api/web/static.ts reads it there). */
const SERVER_OUT_DIR = "dist-server";

// What a server render leaves to the server's one copy (resolved from node_modules where it runs):
// the shell's render and a remote's share React and the singletons' state as the browser does.
// DOMPurify needs a DOM there: jsdom's (server-dompurify.ts).
const SERVER_EXTERNAL = /^(react|react-dom|jotai|@tanstack\/react-query|@tanstack\/react-router|jsdom|dompurify\/dist\/purify\.js)(\/|$)/;

/**
 * The build of a front end's server render (`vite build --ssr`): `entry` and the workspace packages
 * it imports in one module, `dist-server/<entry's name>.js`, which the API imports to draw a page
 * before any script runs. No federation: on the server the shell is handed the remote's module.
 */
export function serverRenderConfig(entry: string): UserConfig {
  return {
    plugins: [react()],
    resolve: { alias: [{ find: /^dompurify$/, replacement: join(dirname(fileURLToPath(import.meta.url)), "server-dompurify.ts") }] },
    ssr: { noExternal: true },
    build: {
      outDir: SERVER_OUT_DIR,
      emptyOutDir: true,
      copyPublicDir: false,
      rollupOptions: { input: entry, external: (id: string) => SERVER_EXTERNAL.test(id), output: { entryFileNames: "[name].js" } },
    },
  };
}
