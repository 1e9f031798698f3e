import { useEffect, useState, useSyncExternalStore } from "react";
import type { HiddenPolling } from "../../lib/connection.ts";

const LOCK = "taskdeck-poller";

function subscribeVisibility(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

/** Whether this tab is on screen (re-renders when that changes). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribeVisibility, () => document.visibilityState !== "hidden");
}

/**
 * Whether this tab follows the running tasks. Several tabs must not poll the same task, so one
 * tab at a time holds a Web Lock. A tab that comes into view takes it (steals it), so the tab
 * someone looks at checks at the brisk pace; the others wait in line. A hidden tab keeps or
 * waits for the lock when `hiddenPolling` is "slower" (it then checks slowly), and lets go when
 * it is "never". Without Web Locks every visible tab polls (the ledger keeps them consistent).
 */
export function usePollingLeader(hiddenPolling: HiddenPolling): boolean {
  const visible = usePageVisible();
  const [leader, setLeader] = useState(false);
  const supported = typeof navigator !== "undefined" && "locks" in navigator;
  const wanted = visible || hiddenPolling === "slower";

  useEffect(() => {
    if (!supported || !wanted) return;
    const controller = new AbortController();
    let live = true;
    let release: (() => void) | undefined;
    const hold = () => {
      setLeader(true);
      return new Promise<void>((resolve) => (release = resolve));
    };
    const take = (steal: boolean) => {
      const options: LockOptions = steal ? { steal: true } : { signal: controller.signal };
      navigator.locks.request(LOCK, options, hold).catch(() => {
        // Stolen by a tab that came into view (or aborted while waiting): wait in line again.
        if (!live) return;
        setLeader(false);
        take(false);
      });
    };
    take(visible);
    return () => {
      live = false;
      controller.abort();
      release?.();
      setLeader(false);
    };
  }, [supported, wanted, visible]);

  return supported ? leader : visible;
}
