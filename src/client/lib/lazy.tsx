import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/**
 * A component in its own chunk, fetched the first time it renders. `preload()` starts the fetch
 * early (a screen while the current user is still being asked for), so a cold load is not a waterfall.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  // a fetch that failed is tried again by the next preload (a later navigation), not remembered as failed
  const preload = () =>
    (loading ??= load().then(
      (m) => (loaded = m),
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));
  // A chunk already here is handed over at once, by a thenable that calls back before React.lazy checks it:
  // React renders the component in the same pass, where a promise (even a settled one) would make it commit the
  // Suspense fallback and show the component one throttled step (300 ms) later.
  const Component = lazy(() =>
    loaded
      ? ({ then: (resolve: (m: { default: M[K] }) => void) => resolve({ default: loaded![name] }) } as never)
      : preload().then((m) => ({ default: m[name] })),
  );
  return Object.assign<typeof Component, { preload: () => Promise<unknown> }>(Component, { preload });
}

/**
 * A part of a screen that its first paint does not show (a dialog, a tab not yet opened), in its own
 * chunk: the screen never waits for it. It suspends on its own (showing nothing for the instant it
 * takes), so opening it never blanks the screen behind.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  const Dialog = lazyNamed(load, name);
  return (props: ComponentProps<M[K]>) => (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
