import type { AppParentRoute, AppRouteContext } from "@institute/federation";
import { PUBLIC } from "@institute/routes";
import { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRootRouteWithContext, createRouter } from "@tanstack/react-router";
import { expect, it, vi } from "vitest";
import { routes } from "./routes";

/** The public routes under a root of their own, as the shell grafts them. */
function publicRouter(path: string) {
  const root = createRootRouteWithContext<AppRouteContext>()();
  return createRouter({
    // As the shell hands its area to a remote (RemoteArea.tsx): the remote's types see a root of their own.
    routeTree: root.addChildren(routes(root as unknown as AppParentRoute)),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient: new QueryClient(), awaitReads: false, origin: "http://localhost" },
  });
}

it("a course page's address is read once, as a number, and written back from one", () => {
  const router = publicRouter("/courses/12");
  const [match] = router.matchRoutes(router.state.location).filter((m) => m.fullPath === PUBLIC.course);
  expect(match.params).toEqual({ id: 12 });
  expect(router.buildLocation({ to: PUBLIC.course, params: { id: 7 } }).pathname).toBe("/courses/7");
});

it("an address naming no course leaves the id out, and a link naming none leads to the course list", () => {
  const router = publicRouter("/courses/abc");
  const [match] = router.matchRoutes(router.state.location).filter((m) => m.fullPath === PUBLIC.course);
  expect(match.params).toEqual({ id: undefined });
  // The router says, in development, that the link lands on another route: the list is meant.
  const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
  const link = router.buildLocation({ to: PUBLIC.course, params: { id: undefined } });
  expect(link.pathname).not.toContain("undefined");
  expect(router.matchRoutes(link).at(-1)?.fullPath).toBe(PUBLIC.courses);
  expect(warned).toHaveBeenCalled();
  warned.mockRestore();
});
