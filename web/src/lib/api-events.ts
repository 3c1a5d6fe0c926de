/** Lets the request layer report a 401 without knowing about routing or auth state. */
type Listener = () => void;

const unauthorizedListeners = new Set<Listener>();

export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

export function emitUnauthorized(): void {
  for (const listener of [...unauthorizedListeners]) listener();
}
