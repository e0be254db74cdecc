import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { apiLayers, crossings, misnamed, unshippedToApi } from "./check-boundaries.mjs";

/** @type {string[]} */
const dirs = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
/** A throwaway tree of these files. @param {Record<string, string>} files */
const tree = (files) => {
  const root = mkdtempSync(join(tmpdir(), "boundaries-"));
  dirs.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
};

describe("import boundaries", () => {
  it("lets features use their app's shared code and the shared packages", () => {
    const root = tree({
      "remotes/public/src/features/home/HomePage.tsx":
        'import { Grid } from "../../shared/Grid";\nimport { api } from "@institute/api-client";\n',
      "remotes/public/src/shared/Grid.tsx": "export const Grid = 1;\n",
      "remotes/public/src/app/routes.tsx": 'import { HomePage } from "../features/home/HomePage";\n',
    });
    expect(crossings(root)).toEqual([]);
  });

  it("finds a remote importing another remote, a feature importing another, the app layer or shared code importing a feature", () => {
    const root = tree({
      "remotes/public/src/features/home/HomePage.tsx":
        'import { App } from "../../../../admin/src/app/App";\nimport { Grid } from "../gallery/Grid";\nimport { NAV } from "../../app/routes";\n',
      "remotes/public/src/features/gallery/Grid.tsx": "export const Grid = 1;\n",
      "remotes/public/src/app/routes.tsx": "export const NAV = [];\n",
      "remotes/public/src/shared/Teaser.tsx": 'const Grid = await import("../features/gallery/Grid");\n',
      "remotes/admin/src/app/App.tsx": "export const App = 1;\n",
      "remotes/portal/src/app/App.tsx": 'export { App } from "@institute/admin";\n',
      "packages/ui/src/index.ts": 'import { App } from "../../../remotes/portal/src/app/App";\n',
    });
    expect(crossings(root).sort()).toEqual([
      'packages/ui/src/index.ts: packages/ui imports another app (remotes/portal) ("../../../remotes/portal/src/app/App")',
      'remotes/portal/src/app/App.tsx: remotes/portal imports another app (remotes/admin) ("@institute/admin")',
      'remotes/public/src/features/home/HomePage.tsx: feature home imports feature gallery ("../gallery/Grid")',
      'remotes/public/src/features/home/HomePage.tsx: feature home imports the app layer ("../../app/routes")',
      'remotes/public/src/features/home/HomePage.tsx: remotes/public imports another app (remotes/admin) ("../../../../admin/src/app/App")',
      'remotes/public/src/shared/Teaser.tsx: shared code imports feature gallery ("../features/gallery/Grid")',
    ]);
  });
});

describe("the API's layers", () => {
  it("lets each layer import its own and those below, and anything import the composition's types", () => {
    const root = tree({
      "api/http/errors.ts": 'import type { Logger } from "../logger.ts";\nimport type { Deps } from "../deps.ts";\n',
      "api/auth/tokens.ts": 'import { HttpError } from "../http/errors.ts";\nimport type { Env } from "../config.ts";\n',
      "api/routing/declared-route.ts": 'import { requireRole } from "../auth/tokens.ts";\n',
      "api/activity/routes.ts": 'import { router } from "../routing/declared-route.ts";\n',
      "api/courses/queries.ts": 'import { listPage } from "../db/list-query.ts";\n',
      "api/courses/courses_test.ts": 'import { buildApi } from "../app.ts";\n',
      "api/app.ts": 'import { courseRoutes } from "./courses/routes.ts";\n',
    });
    expect(apiLayers(root)).toEqual([]);
  });

  it("finds a lower layer importing a higher one, and a value taken from the composition", () => {
    const root = tree({
      "api/http/declared-route.ts":
        'import type { AuthEnv } from "../auth/tokens.ts";\nimport { recordAdminRequest } from "../activity/record.ts";\n',
      "api/auth/tokens.ts": 'import { router } from "../routing/declared-route.ts";\nimport { loadConfig } from "../config.ts";\n',
      "api/activity/record.ts": 'import { courseRows } from "../courses/queries.ts";\n',
    });
    expect(apiLayers(root).sort()).toEqual([
      'api/activity/record.ts: a shared service imports a resource ("../courses/queries.ts")',
      'api/auth/tokens.ts: a shared service imports an entry point ("../config.ts")',
      'api/auth/tokens.ts: a shared service imports the routing ("../routing/declared-route.ts")',
      'api/http/declared-route.ts: a mechanism imports a shared service ("../activity/record.ts")',
      'api/http/declared-route.ts: a mechanism imports a shared service ("../auth/tokens.ts")',
    ]);
  });
});

describe("file names", () => {
  it("takes kebab-case modules and components named after themselves, and names the others", () => {
    const root = tree({
      "remotes/public/src/shared/use-copy-link.ts": "export function useCopyLink() {}\n",
      "remotes/public/src/shared/CourseCard.tsx": "export function CourseCard() {}\n",
      "remotes/public/src/shared/CourseCard.test.tsx": "",
      "remotes/public/src/app/routes.tsx": "export const ROUTES = [];\n",
      "remotes/public/src/shared/useCopyLink.ts": "export function useCopyLink() {}\n",
      "packages/ui/src/file-picker.tsx": "export function FilePicker() {}\n",
      "packages/ui/src/Helpers.ts": "export const x = 1;\n",
    });
    expect(misnamed(root).sort()).toEqual([
      "packages/ui/src/Helpers.ts: name it in kebab-case, or after the component it exports",
      "packages/ui/src/file-picker.tsx: a component's module is named after it (FilePicker.tsx)",
      "remotes/public/src/shared/useCopyLink.ts: name it in kebab-case, or after the component it exports",
    ]);
  });
});

describe("the API's image", () => {
  it("names each shared package the API imports that deno.json does not map or api/Dockerfile does not copy", () => {
    const root = tree({
      "api/main.ts": 'import { a } from "@institute/schemas";\nimport { b } from "@institute/routes";\nimport { Hono } from "hono";\n',
      "deno.json": JSON.stringify({ imports: { "@institute/schemas": "./packages/schemas/src/index.ts" } }),
      "api/Dockerfile": "COPY packages/schemas ./packages/schemas\n",
    });
    expect(unshippedToApi(root)).toEqual([
      "api imports @institute/routes: map it in deno.json's imports",
      "api imports @institute/routes: copy packages/routes in api/Dockerfile",
    ]);
  });
});
