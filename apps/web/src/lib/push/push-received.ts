/**
 * The bridge between the push client (lib/push: a Web Push message reached the service worker, or a native
 * push arrived) and the inbox (entities/notifications: fetch again now, spec §4 "whenever a refresh flag is
 * set"). A window event, so neither imports the other and any number of listeners may react.
 */
export const PUSH_RECEIVED_EVENT = 'campus:push-received';

/** Says a push message arrived (the message's id, when known: the notification's `parent`). */
export function announcePushReceived(parent: number | null = null): void {
  window.dispatchEvent(new CustomEvent(PUSH_RECEIVED_EVENT, { detail: { parent } }));
}

/** Calls `listener` on every push message; returns the unsubscribe function (for an effect's cleanup). */
export function onPushReceived(listener: (parent: number | null) => void): () => void {
  const handler = (event: Event) => {
    const parent = (event as CustomEvent<{ parent: number | null }>).detail.parent;
    listener(parent);
  };
  window.addEventListener(PUSH_RECEIVED_EVENT, handler);
  return () => {
    window.removeEventListener(PUSH_RECEIVED_EVENT, handler);
  };
}
