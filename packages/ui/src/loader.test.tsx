// @vitest-environment jsdom
import { act, Component, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { container, render } from "./dom-testing.ts";
import { codeLoader } from "./loader.ts";

/** A promise settled from the test, as a chunk's download is by the network. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError = (e: Error) => ({ error: e.message });
  override render = () => (this.state.error ? <p>failed: {this.state.error}</p> : this.props.children);
}

// One turn of the event loop, not the clock: resolved chunks and React's updates land within it.
const settle = () => act(async () => await new Promise((r) => setTimeout(r, 0)));

describe("codeLoader", () => {
  it("shows what was loaded once it arrives, loads each key once, and draws it at once on the next use", async () => {
    const chunk = deferred<() => ReactNode>();
    const load = vi.fn(() => chunk.promise);
    const screens = codeLoader(load);
    function Screen() {
      const Loaded = screens.useLoaded("inquiries");
      return Loaded ? <Loaded /> : <p>loading</p>;
    }
    render(<Screen />);
    expect(container().textContent).toBe("loading");
    chunk.resolve(() => <p>the rows</p>);
    await settle();
    expect(container().textContent).toBe("the rows");
    render(<p>elsewhere</p>);
    render(<Screen />);
    expect(container().textContent).toBe("the rows");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("throws a failure to the error boundary until forget() lets it load again", async () => {
    const first = deferred<string>();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce("second try");
    const remotes = codeLoader<string, string>(load);
    function Slot() {
      return <p>{remotes.useLoaded("admin") ?? "loading"}</p>;
    }
    // React reports the caught error on the console; the boundary's text is what is checked.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <Catch key="a">
        <Slot />
      </Catch>,
    );
    first.reject(new Error("offline"));
    await settle();
    expect(container().textContent).toBe("failed: offline");
    render(
      <Catch key="b">
        <Slot />
      </Catch>,
    );
    expect(container().textContent).toBe("failed: offline");
    remotes.forget("admin");
    render(
      <Catch key="c">
        <Slot />
      </Catch>,
    );
    await settle();
    expect(container().textContent).toBe("second try");
    expect(load).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });

  it("preload() answers the code once it has loaded, so the first render draws it without a loading state; a failure answers undefined", async () => {
    const screens = codeLoader((
      key: string,
    ) => (key === "broken" ? Promise.reject(new Error("offline")) : Promise.resolve(() => <p>{key}</p>)));
    const Page = await screens.preload("courses");
    expect(Page).toBeTypeOf("function");
    function Screen() {
      const Loaded = screens.useLoaded("courses");
      return Loaded ? <Loaded /> : <p>loading</p>;
    }
    render(<Screen />);
    expect(container().textContent).toBe("courses");
    expect(await screens.preload("broken")).toBeUndefined();
  });
});
