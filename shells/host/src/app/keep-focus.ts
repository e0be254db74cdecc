const FOCUSABLE = "a[href], button";

/** A link or button, named by what it is: the same one in another drawing of the page has the same key. */
const keyOf = (element: Element) =>
  [element.tagName, element.getAttribute("href") ?? element.textContent?.trim(), element.getAttribute("aria-label")].join("|");

const twins = (scope: Element, key: string) => [...scope.querySelectorAll(FOCUSABLE)].filter((element) => keyOf(element) === key);

/**
 * Keeps a keyboard user's place when the browser's render replaces the server's drawing of the
 * page in `root`: the link or button focused in the drawing (its links work before the page's code
 * does) is focused again in the render, so the next Tab goes on from there, not from the page's top.
 */
export function keepFocusAcross(drawing: Element, root: Element): void {
  let focused: { key: string; nth: number } | null = null;
  const note = (target: EventTarget | null) => {
    if (!(target instanceof Element) || !drawing.contains(target) || !target.matches(FOCUSABLE)) return;
    const key = keyOf(target);
    focused = { key, nth: twins(drawing, key).indexOf(target) };
  };
  // The visitor may have focused a link before this code arrived.
  note(document.activeElement);
  drawing.addEventListener("focusin", ({ target }) => note(target));
  drawing.addEventListener("focusout", () => {
    // Focus the visitor moved out of the drawing is not brought back; the drawing's removal blurs
    // its link too (while still in the page), so that is told once the event is over.
    queueMicrotask(() => {
      if (drawing.isConnected && !drawing.contains(document.activeElement)) focused = null;
    });
  });
  const observer = new MutationObserver(() => {
    if (drawing.isConnected) return;
    observer.disconnect();
    if (!focused || (document.activeElement && document.activeElement !== document.body)) return;
    const again = twins(root, focused.key)[focused.nth];
    if (again instanceof HTMLElement) again.focus({ preventScroll: true });
  });
  observer.observe(root, { childList: true });
}
