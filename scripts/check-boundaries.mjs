// Import boundaries, which tsc cannot see. In the front ends: a remote never imports another
// remote (or the shell), a shared package never imports an app, a feature never imports another
// feature or its app's own wiring (app/), and an app's shared/ folder never imports a feature.
// In the API: its layers point one way (apiLayers).
// And one file-name convention per kind: a component's module is named after it (FilePicker.tsx),
// every other module in kebab-case (use-copy-link.ts). Prints each breach; exits 1 if any.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const repository = resolve(import.meta.dirname, "..");
const APPS = ["remotes/public", "remotes/portal", "remotes/admin", "shells/host"];
const APP_PACKAGES = {
  "@institute/public": "remotes/public",
  "@institute/portal": "remotes/portal",
  "@institute/admin": "remotes/admin",
  "@institute/shell": "shells/host",
};
const SPECIFIER =
  /(?:^|[^\w$.])(?:import|export)\s[^;]*?\sfrom\s*["']([^"']+)["']|(?:^|[^\w$.])import\s*\(\s*["']([^"']+)["']\s*\)|(?:^|[^\w$.])import\s*["']([^"']+)["']/gm;

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "node_modules" || name === "dist" || name.startsWith(".") || name === "@mf-types") continue;
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(ts|tsx|js|mjs)$/.test(name)) yield path;
  }
}

/** The app (remotes/x, shells/host) or package (packages/x) a path under `root` belongs to, and its feature and layer. */
function place(root, path) {
  const rel = relative(root, path).split(sep).join("/");
  const app = APPS.find((a) => rel === a || rel.startsWith(`${a}/`));
  const pkg = /^packages\/[^/]+/.exec(rel)?.[0];
  const feature = app && new RegExp(`^${app}/src/features/([^/]+)/`).exec(rel)?.[1];
  const layer = app && new RegExp(`^${app}/src/([^/]+)/`).exec(rel)?.[1];
  return { rel, unit: app ?? pkg, isApp: Boolean(app), feature, layer };
}

/** Every import in the front ends under `root` that crosses a boundary, one line each. */
export function crossings(root = repository) {
  const found = [];
  for (const base of [...APPS, "packages"]) {
    if (!existsSync(join(root, base))) continue;
    for (const file of sources(join(root, base))) {
      const from = place(root, file);
      for (const m of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
        const spec = m[1] ?? m[2] ?? m[3];
        const app = APP_PACKAGES[spec.split("/").slice(0, 2).join("/")];
        const target = spec.startsWith(".") ? place(root, resolve(dirname(file), spec)) : app ? place(root, join(root, app, "x")) : null;
        if (!target?.unit) continue;
        const why = target.unit !== from.unit && target.isApp
          ? `${from.unit} imports another app (${target.unit})`
          : from.feature && target.unit === from.unit && target.feature && target.feature !== from.feature
          ? `feature ${from.feature} imports feature ${target.feature}`
          : from.feature && target.unit === from.unit && target.layer === "app"
          ? `feature ${from.feature} imports the app layer`
          : from.layer === "shared" && target.unit === from.unit && target.feature
          ? `shared code imports feature ${target.feature}`
          : null;
        if (why) found.push(`${from.rel}: ${why} ("${spec}")`);
      }
    }
  }
  return found;
}

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const pascalOf = (/** @type {string} */ kebab) => kebab.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());

/** Every front-end module under `root` whose file name breaks the convention, one line each. */
export function misnamed(root = repository) {
  const found = [];
  for (const base of [...APPS, "packages"]) {
    if (!existsSync(join(root, base))) continue;
    for (const file of sources(join(root, base))) {
      const rel = relative(root, file).split(sep).join("/");
      if (!rel.includes("/src/") || rel.endsWith(".d.ts")) continue;
      const name = rel.slice(rel.lastIndexOf("/") + 1).split(".")[0];
      const component = file.endsWith(".tsx") && PASCAL.test(name);
      if (!component && !KEBAB.test(name)) found.push(`${rel}: name it in kebab-case, or after the component it exports`);
      else if (
        file.endsWith(".tsx") && KEBAB.test(name) &&
        new RegExp(`export (function|const) ${pascalOf(name)}\\b`).test(readFileSync(file, "utf8"))
      ) {
        found.push(`${rel}: a component's module is named after it (${pascalOf(name)}.tsx)`);
      }
    }
  }
  return found;
}

/**
 * The API's layers, lowest first. A module imports its own layer and those below, never one above:
 * http/ knows nothing of auth, the activity log or stored files; routing/ binds a declared route to
 * them; resources use all three. Routes (`routes.ts`) are resources wherever they sit. deps.ts and
 * config.ts are the composition's: below it, they are imported for their types only. Tests import anything.
 */
const API_LAYERS = [
  ["a mechanism", ["http", "db", "storage", "formats", "logger.ts"]],
  ["a shared service", ["auth", "activity", "stored-files", "cache", "write-limits", "retention"]],
  ["the routing", ["routing"]],
  ["a resource", []],
  ["an entry point", [
    "app.ts",
    "server.ts",
    "main.ts",
    "sweep-orphans.ts",
    "make-resized-copies.ts",
    "admin/reset-password.ts",
    "config.ts",
    "deps.ts",
  ]],
];
const RESOURCE = API_LAYERS.findIndex(([name]) => name === "a resource");
/** The layer of a module under api/ (a path relative to it), by its own name or its folder's. */
const apiLayer = (/** @type {string} */ rel) => {
  if (rel.endsWith("/routes.ts")) return RESOURCE;
  const found = API_LAYERS.findIndex(([, members]) => members.includes(rel) || members.includes(rel.split("/")[0]));
  return found < 0 ? RESOURCE : found;
};
const TYPES_ONLY = ["deps.ts", "config.ts"];
const API_IMPORT = /^\s*(?:import|export)\s+(type\s+)?[^;]*?\sfrom\s*["'](\.[^"']+)["']/gm;

/** Every import under api/ that points up a layer. */
export function apiLayers(root = repository) {
  const api = join(root, "api");
  if (!existsSync(api)) return [];
  const found = [];
  for (const file of sources(api)) {
    const rel = relative(api, file).split(sep).join("/");
    if (rel.startsWith("testing/") || /_test\.ts$/.test(rel)) continue;
    const layer = apiLayer(rel);
    for (const [, typeOnly, spec] of readFileSync(file, "utf8").matchAll(API_IMPORT)) {
      const target = relative(api, resolve(dirname(file), spec)).split(sep).join("/");
      const above = apiLayer(target);
      if (target.startsWith("..") || above <= layer || (typeOnly && TYPES_ONLY.includes(target))) continue;
      found.push(`api/${rel}: ${API_LAYERS[layer][0]} imports ${API_LAYERS[above][0]} ("${spec}")`);
    }
  }
  return found;
}

/**
 * The shared packages the API imports, each mapped in deno.json and copied into its image by
 * api/Dockerfile: the image has no npm workspaces, so an unmapped one resolves here and not there.
 */
export function unshippedToApi(root = repository) {
  const imports = JSON.parse(readFileSync(join(root, "deno.json"), "utf8")).imports ?? {};
  const dockerfile = readFileSync(join(root, "api/Dockerfile"), "utf8");
  const used = new Set();
  for (const path of sources(join(root, "api"))) {
    for (const match of readFileSync(path, "utf8").matchAll(SPECIFIER)) {
      const name = /^@institute\/[a-z-]+/.exec(match[1] ?? match[2] ?? match[3] ?? "")?.[0];
      if (name) used.add(name);
    }
  }
  return [...used].sort().flatMap((name) => {
    const dir = `packages/${name.slice("@institute/".length)}`;
    return [
      ...(imports[name] ? [] : [`api imports ${name}: map it in deno.json's imports`]),
      ...(dockerfile.includes(`COPY ${dir} ./${dir}`) ? [] : [`api imports ${name}: copy ${dir} in api/Dockerfile`]),
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = [...crossings(), ...apiLayers(), ...misnamed(), ...unshippedToApi()];
  for (const line of found) console.log(line);
  console.log(
    found.length ? `${found.length} boundaries or names broken` : "no import boundary crossed, every file named by the convention",
  );
  process.exit(found.length ? 1 : 0);
}
