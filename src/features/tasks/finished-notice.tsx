import { useEffect, useRef } from "react";
import { useDeck } from "../../entities/task/ledger-context.tsx";
import { useLedgerEntries } from "../../entities/task/ledger.ts";
import { followedIds, newlyFinished, notificationOf, titleWithCount } from "./finished-while-hidden.ts";
import { usePageVisible } from "./use-polling-leader.ts";

/**
 * Tells someone in another tab that tasks finished: the title counts them while this tab is
 * hidden ("(2) Taskdeck") and clears when it is seen again; a system notification names each
 * one if the user allowed notifications (asked for in the connection settings, never here).
 * Every tab learns of a task's end through the ledger; the tag keeps one notification per task.
 */
export function FinishedNotice() {
  const entries = useLedgerEntries(useDeck());
  const visible = usePageVisible();
  const followed = useRef<ReadonlySet<string> | null>(null);
  const count = useRef(0);

  useEffect(() => {
    const before = followed.current;
    followed.current = followedIds(entries);
    if (visible || !before) return;
    const finished = newlyFinished(before, entries);
    if (finished.length === 0) return;
    count.current += finished.length;
    document.title = titleWithCount(document.title, count.current);
    if (typeof Notification !== "undefined" && Notification.permission === "granted") {
      for (const entry of finished) {
        const { title, ...options } = notificationOf(entry);
        new Notification(title, options).onclick = () => window.focus();
      }
    }
  }, [entries, visible]);

  useEffect(() => {
    if (!visible) return;
    count.current = 0;
    document.title = titleWithCount(document.title, 0);
  }, [visible]);

  return null;
}
