import { useSyncExternalStore } from "react";
import type { HiddenPolling } from "../../lib/connection.ts";
import { useTabLeader } from "../../lib/use-tab-leader.ts";
import { pollsWhileHidden } from "./poll-rules.ts";

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
 * waits for the lock when the settings say so (`pollsWhileHidden`; it then checks slowly), and
 * lets go otherwise. Without Web Locks every visible tab polls (the ledger keeps them consistent).
 */
export function usePollingLeader(hiddenPolling: HiddenPolling): boolean {
  const visible = usePageVisible();
  return useTabLeader(LOCK, visible, visible || pollsWhileHidden(hiddenPolling), visible);
}
