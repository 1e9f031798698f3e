import { useEffect, useState } from "react";
import { database } from "../../lib/db.ts";

/** The run book's cross-tab channel; this tab's own book posts on it too when a run is added. */
export const RUNS_CHANNEL = "taskdeck-runs";

/**
 * Whether the run store holds a run, or one was added since (in any tab): the runs' code loads
 * only then. Kept tiny, with no zod and no run code, as it is in the first visit's bytes.
 */
export function useRunsPresent(): boolean {
  const [present, setPresent] = useState(false);
  useEffect(() => {
    if (present || typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(RUNS_CHANNEL);
    const found = () => setPresent(true);
    channel.onmessage = found;
    void database()
      .then((db) => db.count("runs"))
      .then((count) => count > 0 && found());
    return () => channel.close();
  }, [present]);
  return present;
}
