import { useEffect, useState } from "react";

/**
 * A module loaded on first use, not with the page: `load()` imports it once (a failed load, the
 * network's, is tried again by the next call), and `current()` gives it synchronously once it is
 * here, so a render can use it without waiting a tick.
 */
export function lazyModule<M>(importer: () => Promise<M>) {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  const load = () =>
    (loading ??= importer().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    load,
    /** Starts the load, for a moment that announces the module's use (a focus); failures wait for the real use. */
    preload: () => void load().catch(() => undefined),
    current: () => module,
  };
}

type LazyModule<M> = ReturnType<typeof lazyModule<M>>;

/**
 * The module of `lazy` for a render, fetched once `wanted`: null until it has come, or when its
 * fetch failed (`failure` says why; a component mounted afresh tries again).
 */
export function useLazyModule<M>(lazy: LazyModule<M>, wanted: boolean): { module: M | null; failure: unknown } {
  const [module, setModule] = useState(lazy.current);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    lazy.load().then(
      (loaded) => live && setModule(() => loaded),
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [lazy, wanted, module]);
  return { module, failure };
}
