// @vitest-environment jsdom
import type { RemoteAppModule } from "@institute/federation";
import { container, render } from "@institute/ui/dom-testing";
import { QueryClient } from "@tanstack/react-query";
import { createRoute } from "@tanstack/react-router";
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "../app/App";
import { createAppRouter } from "../app/router";
import { loadRemoteApp } from "./registry";

vi.mock("./registry", () => ({
  loadRemoteApp: vi.fn(),
  registeredRelease: () => "",
  RemoteLoadError: class extends Error {},
  SharedVersionError: class extends Error {},
}));
vi.mock("./report-failure", () => ({ reportRemoteFailure: vi.fn() }));
const load = vi.mocked(loadRemoteApp);

/** The page as the browser draws it at `path`, once what it waits for has come. */
async function openAt(path: string) {
  history.replaceState(null, "", path);
  const router = createAppRouter(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  await act(() => router.load());
  await render(<App queryClient={new QueryClient()} router={router} />);
  return router;
}
const slot = (name: string) => container().querySelector(`.remote-slot[data-remote="${name}"]`);

beforeEach(() => {
  // The boundary logs what it caught; jsdom scrolls nowhere.
  vi.spyOn(console, "error").mockImplementation(() => {});
  window.scrollTo = () => {};
});

describe("a remote's area", () => {
  it("draws a remote released before routes (one component for the area) with that component", async () => {
    const legacy: RemoteAppModule = { build: "older", default: () => <h1>The older portal</h1> };
    load.mockResolvedValue(legacy);
    await openAt("/student-login");
    await vi.waitUntil(() => slot("portal"));
    expect(slot("portal")?.textContent).toBe("The older portal");
    expect(slot("portal")?.getAttribute("data-build")).toBe("older");
  });

  it("shows a remote's failure to load in its place with Retry, and Retry draws it once it is back", async () => {
    load.mockRejectedValue(new Error("admin is down"));
    await openAt("/admin");
    await vi.waitUntil(() => container().querySelector('[role="alert"]'));
    expect(container().querySelector('[role="alert"] h1')?.textContent).toBe("The admin console could not be loaded");
    expect(container().querySelector("main")?.contains(container().querySelector('[role="alert"]'))).toBe(true);

    load.mockResolvedValue({ build: "back", default: () => <h1>Admin Login</h1> });
    await act(() => container().querySelector<HTMLButtonElement>('[role="alert"] button')!.click());
    await vi.waitUntil(() => slot("admin"));
    expect(slot("admin")?.textContent).toBe("Admin Login");
  });

  it("Retry after a failed load grafts the remote's routes and draws the page they match", async () => {
    load.mockRejectedValue(new Error("public is down"));
    await openAt("/courses");
    await vi.waitUntil(() => container().querySelector('[role="alert"]'));

    load.mockResolvedValue({
      build: "back",
      routes: (parent) => [createRoute({ getParentRoute: () => parent, path: "/courses", component: () => <h1>Our Courses</h1> })],
    });
    await act(() => container().querySelector<HTMLButtonElement>('[role="alert"] button')!.click());
    await vi.waitUntil(() => slot("public")?.textContent === "Our Courses", { timeout: 2000 });
    expect(container().querySelector('[role="alert"]')).toBeNull();
  });
});
