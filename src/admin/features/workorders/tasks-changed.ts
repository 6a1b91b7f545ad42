/**
 * "The caller's open tasks may have changed": an action on a work order (approve, reject, return, transfer,
 * withdraw, resubmit) is taken in place, the page reloads its own order and the URL stays the same, so the to-do
 * count beside the menu, which otherwise refetches on navigation, hears it here and counts again.
 */
const EVENT = 'workorders:tasks-changed';

export function announceTasksChanged() {
  window.dispatchEvent(new Event(EVENT));
}

export function onTasksChanged(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
