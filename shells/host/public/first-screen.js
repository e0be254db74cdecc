// @ts-check
// A page the server drew (api/web/shell-page.ts) holds its code back in a template: fetched with
// the first screen, it would share a phone's narrow link with the stylesheets and first pictures,
// and starting React holds the main thread a while. Once the drawing has painted with the pictures
// it fetches first (fetchpriority="high"), or after PICTURES_WAIT_MS, this puts the template's
// modulepreload links in the head, so the code is fetched in parallel, and starts the entry. A
// classic script, not bundled, because the shell's bundled entry is what it starts (the build
// writes it minified: build/minified-script.ts).
(() => {
  const PICTURES_WAIT_MS = 1_500;
  // Set for the session once a start failed and the page was loaded again.
  const RELOADED = "institute:first-screen-reloaded";
  const code = document.head.querySelector(":scope > template[data-entry]");
  const entry = code instanceof HTMLTemplateElement ? code.dataset.entry ?? "" : "";
  if (!(code instanceof HTMLTemplateElement) || !/^\/(?!\/)/.test(entry)) return;
  const loaded = (/** @type {HTMLImageElement} */ image) =>
    image.complete ? Promise.resolve() : new Promise((done) => {
      image.addEventListener("load", done, { once: true });
      image.addEventListener("error", done, { once: true });
    });
  const pictures = /** @type {HTMLImageElement[]} */ ([...document.querySelectorAll('.server-drawn img[fetchpriority="high"]')]).map(
    loaded,
  );
  // A page opened in a background tab (or prerendered) paints nothing until shown: its code need
  // not wait for a frame that will not come, and shares the link with no one watching.
  const unseen = () => document.visibilityState === "hidden" || /** @type {{ prerendering?: boolean }} */ (document).prerendering === true;
  const painted = () => unseen() ? Promise.resolve() : new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
  const firstScreen = unseen()
    ? Promise.resolve()
    : Promise.race([Promise.all(pictures), new Promise((done) => setTimeout(done, PICTURES_WAIT_MS))]).then(painted);
  firstScreen
    .then(() => {
      document.head.append(code.content);
      return import(entry);
    })
    .catch(() => {
      // The page names code a deploy has since replaced (or the network dropped it): the page
      // loaded again names the current code. Once per session, so an outage cannot loop.
      try {
        if (sessionStorage.getItem(RELOADED)) return;
        sessionStorage.setItem(RELOADED, "1");
      } catch {
        return; // No storage to remember it by: no reload either.
      }
      location.reload();
    });
})();
