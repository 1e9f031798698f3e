import { useEffect, useState } from "react";

/**
 * Whether this tab leads in the work named `lock`: one tab at a time holds the Web Lock, the
 * others wait in line and take over when it closes or lets go. A tab whose lock is stolen waits
 * in line again. The poller (which steals when its tab comes into view) and the run queue share it.
 * `withoutLocks` is the answer where the browser has no Web Locks (every tab then decides for
 * itself); a tab that stops being `wanted` lets go; one that `steal`s takes the lock from its
 * holder rather than wait in line.
 */
export function useTabLeader(lock: string, withoutLocks: boolean, wanted = true, steal = false): boolean {
  const [leader, setLeader] = useState(false);
  const supported = typeof navigator !== "undefined" && "locks" in navigator;

  useEffect(() => {
    if (!supported || !wanted) return;
    const controller = new AbortController();
    let live = true;
    let release: (() => void) | undefined;
    const hold = () => {
      setLeader(true);
      return new Promise<void>((resolve) => (release = resolve));
    };
    const take = (stealing: boolean) => {
      const options: LockOptions = stealing ? { steal: true } : { signal: controller.signal };
      navigator.locks.request(lock, options, hold).catch(() => {
        // Stolen by another tab (or aborted while waiting): wait in line again.
        if (!live) return;
        setLeader(false);
        take(false);
      });
    };
    take(steal);
    return () => {
      live = false;
      controller.abort();
      release?.();
      setLeader(false);
    };
  }, [supported, lock, wanted, steal]);

  return supported ? leader : withoutLocks;
}
