/** How long the page's code waits for the drawing's first pictures: a slow one must not hold it back for long. */
const PICTURES_WAIT_MS = 1_500;

const loaded = (image: HTMLImageElement) =>
  image.complete ? Promise.resolve() : new Promise<void>((done) => {
    image.addEventListener("load", () => done(), { once: true });
    image.addEventListener("error", () => done(), { once: true });
  });

const painted = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done)));

/**
 * Settles once the server's drawing of the page has been painted, with the pictures it fetches
 * first (fetchpriority="high": its largest) or after PICTURES_WAIT_MS; at once for a page drawn in
 * the browser alone.
 */
export async function firstScreenShown(drawing: Element | null): Promise<void> {
  if (!drawing) return;
  const pictures = [...drawing.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map(loaded);
  await Promise.race([Promise.all(pictures), new Promise((done) => setTimeout(done, PICTURES_WAIT_MS))]);
  await painted();
}
