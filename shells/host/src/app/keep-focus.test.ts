// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { keepFocusAcross } from "./keep-focus";

const PAGE = `<header><a href="/">Home</a><a href="/courses">Courses</a></header>
<main><a href="/courses">All courses</a><button type="button">Copy Link</button></main>`;

/** A root holding a drawing of PAGE, watched by keepFocusAcross. */
function drawnPage() {
  const root = document.createElement("div");
  root.innerHTML = `<div class="server-drawn">${PAGE}</div>`;
  document.body.append(root);
  const drawing = root.firstElementChild!;
  return { root, drawing, watch: () => keepFocusAcross(drawing, root) };
}

/** The browser's render taking the drawing's place, as React's first commit does. */
function render(root: Element) {
  root.innerHTML = PAGE;
  return new Promise((done) => setTimeout(done));
}

afterEach(() => document.body.replaceChildren());

describe("keepFocusAcross", () => {
  it("focuses again the link focused while the code was running (the second of two with its address)", async () => {
    const { root, drawing, watch } = drawnPage();
    watch();
    drawing.querySelectorAll<HTMLElement>('a[href="/courses"]')[1].focus();
    await render(root);
    expect(document.activeElement).toBe(root.querySelectorAll('a[href="/courses"]')[1]);
  });

  it("focuses again what was focused before the code arrived, a button too", async () => {
    const { root, drawing, watch } = drawnPage();
    drawing.querySelector("button")!.focus();
    watch();
    await render(root);
    expect(document.activeElement).toBe(root.querySelector("button"));
  });

  it("brings nothing back when the visitor moved the focus away first", async () => {
    const { root, drawing, watch } = drawnPage();
    watch();
    const link = drawing.querySelector<HTMLElement>("a")!;
    link.focus();
    link.blur();
    // One turn of the event loop, not the clock, as between a blur and React's commit.
    await new Promise((done) => setTimeout(done));
    await render(root);
    expect(document.activeElement).toBe(document.body);
  });
});
