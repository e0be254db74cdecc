// @ts-check
// A page the server drew (api/web/shell-page.ts) holds its code back in a template: fetched with
// the first screen, it would share a phone's narrow link with the stylesheets and first pictures,
// and starting React holds the main thread a while. Once the drawing has painted with the pictures
// it fetches first (fetchpriority="high"), or after PICTURES_WAIT_MS, this puts the template's
// modulepreload links in the head, so the code is fetched in parallel, and starts the entry. A
// classic script served as it is, because the shell's bundled entry is what it starts.
(() => {
  const PICTURES_WAIT_MS = 1_500;
  const code = document.querySelector("template[data-entry]");
  if (!(code instanceof HTMLTemplateElement) || !code.dataset.entry) return;
  const entry = code.dataset.entry;
  const loaded = (/** @type {HTMLImageElement} */ image) =>
    image.complete ? Promise.resolve() : new Promise((done) => {
      image.addEventListener("load", done, { once: true });
      image.addEventListener("error", done, { once: true });
    });
  const pictures = /** @type {HTMLImageElement[]} */ ([...document.querySelectorAll('.server-drawn img[fetchpriority="high"]')]).map(
    loaded,
  );
  Promise.race([Promise.all(pictures), new Promise((done) => setTimeout(done, PICTURES_WAIT_MS))])
    .then(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
    .then(() => {
      document.head.append(code.content);
      return import(entry);
    });
})();
