/**
 * Records that stopped existing, announced by the dataProvider after a successful delete, so parts of the
 * shell that hold on to a record (its page tab) let go of it wherever the delete came from.
 */
type Listener = (resource: string, ids: unknown[]) => void;

const listeners = new Set<Listener>();

export function onRecordsDeleted(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceDeleted(resource: string, ids: unknown[]) {
  listeners.forEach((l) => l(resource, ids));
}
