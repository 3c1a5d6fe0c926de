import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A component whose code loads when it is first rendered (a dialog when it opens), not with the
 * page: nothing shows while it loads, which is a moment after the click that opened it.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
