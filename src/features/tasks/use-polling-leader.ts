import { useEffect, useState, useSyncExternalStore } from "react";

const LOCK = "taskdeck-poller";

function subscribeVisibility(onChange: () => void) {
  document.addEventListener("visibilitychange", onChange);
  return () => document.removeEventListener("visibilitychange", onChange);
}

/**
 * Whether this tab follows the running tasks. Several tabs must not poll the same task, so one
 * visible tab at a time holds a Web Lock; a tab that is hidden lets go, so a visible one takes
 * over. Without Web Locks every tab polls (the ledger still keeps them consistent).
 */
export function usePollingLeader(): boolean {
  const visible = useSyncExternalStore(subscribeVisibility, () => document.visibilityState !== "hidden");
  const [leader, setLeader] = useState(false);
  const supported = typeof navigator !== "undefined" && "locks" in navigator;

  useEffect(() => {
    if (!supported || !visible) return;
    const controller = new AbortController();
    let release: (() => void) | undefined;
    navigator.locks
      .request(LOCK, { signal: controller.signal }, () => {
        setLeader(true);
        return new Promise<void>((resolve) => (release = resolve));
      })
      .catch(() => {
        // Aborted while waiting: another tab leads.
      });
    return () => {
      controller.abort();
      release?.();
      setLeader(false);
    };
  }, [supported, visible]);

  return supported ? leader : visible;
}
