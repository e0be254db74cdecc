// @vitest-environment jsdom
import type { AppParentRoute, RemoteAppModule } from "@institute/federation";
import type { RemoteName } from "@institute/routes";
import { QueryClient } from "@tanstack/react-query";
import { createRoute } from "@tanstack/react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { loadRemoteApp } from "../remotes/registry";
import { createAppRouter } from "./router";

// The remotes as the federation runtime would hand them; the test says what each one is.
vi.mock("../remotes/registry", () => ({
  loadRemoteApp: vi.fn(),
  registeredRelease: () => "",
  RemoteLoadError: class extends Error {},
  SharedVersionError: class extends Error {},
}));
const load = vi.mocked(loadRemoteApp);

const loaded: string[] = [];
/** A remote declaring routes at `paths`, each with a loader that notes which page it loaded. */
const remoteWith = (paths: string[]): RemoteAppModule => ({
  build: "test",
  routes: (parent: AppParentRoute) =>
    paths.map((path) => createRoute({ getParentRoute: () => parent, path, loader: ({ location }) => void loaded.push(location.pathname) })),
});
const REMOTES: Partial<Record<RemoteName, RemoteAppModule>> = {
  public: remoteWith(["/", "/courses", "/courses/$id"]),
  portal: remoteWith(["/student-login"]),
};

/** The browser's router, opened at `path`, once it has settled (a graft matches the address again). */
async function openAt(path: string) {
  history.replaceState(null, "", path);
  const router = createAppRouter(new QueryClient());
  await router.load();
  await vi.waitUntil(() => router.state.status === "idle" && router.state.matches.every((m) => m.status !== "pending"));
  return router;
}
const leaf = (router: Awaited<ReturnType<typeof openAt>>) => router.state.matches.at(-1)!;

beforeEach(() => {
  loaded.length = 0;
  load.mockImplementation((name) => {
    const module = REMOTES[name];
    return module ? Promise.resolve(module) : Promise.reject(new Error(`${name} is down`));
  });
});

// In this order: the grafts a document has made stay made (one per remote per document).
describe("the remotes' routes grafted into the shell's router", () => {
  it("a deep link into an area not yet entered loads its remote, grafts its routes and draws the page they match", async () => {
    const router = await openAt("/courses/7");
    expect(load).toHaveBeenCalledWith("public");
    expect(leaf(router).params).toEqual({ id: "7" });
    expect(leaf(router).staticData.placeholderOf).toBeUndefined();
    expect(loaded).toEqual(["/courses/7"]);
  });

  it("grafting another remote keeps the routes already grafted, ids and all", async () => {
    const router = await openAt("/courses");
    const before = Object.keys(router.routesById).filter((id) => id.startsWith("/public-area"));
    await router.navigate({ to: "/student-login" });
    await vi.waitUntil(() => router.state.status === "idle");
    expect(leaf(router).fullPath).toBe("/student-login");
    expect(leaf(router).staticData.placeholderOf).toBeUndefined();
    expect(Object.keys(router.routesById).filter((id) => id.startsWith("/public-area"))).toEqual(before);
    await router.navigate({ to: "/courses/$id", params: { id: "3" } });
    await vi.waitUntil(() => router.state.status === "idle");
    expect(leaf(router).params).toEqual({ id: "3" });
  });

  it("pointing at a link into an area not yet entered loads nothing of its remote", async () => {
    const router = await openAt("/");
    load.mockClear();
    await router.preloadRoute({ to: "/admin" });
    expect(load).not.toHaveBeenCalled();
  });

  it("a remote that cannot load leaves its area on its placeholder, for the area to show the failure, and the others work", async () => {
    const router = await openAt("/admin");
    expect(load).toHaveBeenCalledWith("admin");
    expect(leaf(router).staticData.placeholderOf).toBe("admin");
    await router.navigate({ to: "/courses" });
    await vi.waitUntil(() => router.state.status === "idle");
    expect(leaf(router).staticData.placeholderOf).toBeUndefined();
    expect(loaded).toContain("/courses");
  });
});
