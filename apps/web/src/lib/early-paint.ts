/**
 * The early copy of /news's first screen that index.html's script paints above the app before it runs
 * (app/early-news-paint.ts, issue #31). The app takes it away once its own screen is under it — the news
 * grid's first cards committed — or as soon as it knows that will not happen: the person is not signed
 * in, the list failed or is empty, the app shows another route.
 */
export const EARLY_PAINT_ID = 'early-paint';

/** The event the script dispatches on the document once it has painted the copy. */
export const EARLY_PAINT_EVENT = 'campus:early-paint';

/** Whether the early copy of the first screen is on the page. */
export function hasEarlyPaint(doc: Document): boolean {
  return doc.getElementById(EARLY_PAINT_ID) !== null;
}

/** Takes the early copy away. */
export function removeEarlyPaint(doc: Document): void {
  doc.getElementById(EARLY_PAINT_ID)?.remove();
}
