// When the first-screen images (first-screen-image.ts) have painted: framework-free, for the entry.

/** Element Timing's entry (Chromium); not in TypeScript's DOM types yet. */
interface ElementTiming extends PerformanceEntry {
  readonly element: Element | null;
}

export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Each image reported painted by Element Timing; one that fails to load counts as done. */
function reportedPainted(images: readonly HTMLImageElement[]): Promise<void> {
  const waiting = new Set<Element>(images);
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ElementTiming[]) if (entry.element) done(entry.element);
    });
    function done(image: Element): void {
      waiting.delete(image);
      if (waiting.size > 0) return;
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'element', buffered: true });
    for (const image of images) {
      if (image.complete && image.naturalWidth === 0) done(image); // broken already: never painted
      else image.addEventListener('error', () => done(image));
    }
  });
}

/** Where the browser cannot tell (no Element Timing): decoded, then two frames later. */
async function decodedThenFramed(images: readonly HTMLImageElement[]): Promise<void> {
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await nextFrame();
  await nextFrame();
}

/**
 * The images painted, or `atMostMs` passed (a stalled image must not hold the rest back). A
 * decode and a frame do not mean painted: the compositor may still be rastering the image, and
 * downloads started then would share the cores and the bandwidth its paint needs.
 */
export function painted(images: readonly HTMLImageElement[], atMostMs: number): Promise<void> {
  if (images.length === 0) return Promise.resolve();
  const canTell = PerformanceObserver.supportedEntryTypes?.includes('element') ?? false;
  return Promise.race([
    canTell ? reportedPainted(images) : decodedThenFramed(images),
    new Promise<void>((resolve) => setTimeout(resolve, atMostMs)),
  ]);
}
