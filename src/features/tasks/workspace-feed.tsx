import { useEffect } from "react";
import { sharedTaskSchema, type SharedTask } from "../../contract/shared-task.ts";
import { WORKSPACE_EVENTS_PATH } from "../../contract/server-paths.ts";
import { useDeck } from "../../entities/task/ledger-context.tsx";
import { takeShared } from "../../entities/task/shared-entry.ts";
import type { TaskStore } from "../../entities/task/store.ts";
import { useConnection } from "../../lib/connection-context.tsx";
import type { VerdictSync } from "./verdict-sync.ts";

/** The last change this browser took, so a new page resumes after it (another server's reads from the start). */
const CURSOR_KEY = "taskdeck-workspace-change";
/** A stream the server ended with an error (not a lost connection, which the browser retries itself) is opened again after this. */
const REOPEN_MS = 5_000;

/**
 * Hears the workspace's changes when the page is served by Taskdeck's server: tasks sent from
 * other tabs, devices and people appear, the records its server's checks bring land, and the
 * verdicts given anywhere show (verdict-sync.ts sends this browser's). One tab holds the stream
 * (a Web Lock; where there is none, each tab) and writes what it hears into the ledger, which
 * tells the other tabs; a lost connection resumes after the last event it had. `onReach` is told
 * whether the server answers. Renders nothing.
 */
export default function WorkspaceFeed({ onReach }: { onReach(reached: boolean): void }) {
  const ledger = useDeck();
  const { connection, server } = useConnection();
  const shared = server?.shared === true && connection.baseUrl === "";

  useEffect(() => {
    if (!shared) return;
    const stop = new AbortController();
    // Only this lock's holder listens; the others wait in line and take over when it goes.
    const lead = (listen: () => () => void) =>
      "locks" in navigator
        ? navigator.locks
            .request("taskdeck-workspace-feed", { signal: stop.signal }, () => {
              const end = listen();
              return new Promise<void>((resolve) => stop.signal.addEventListener("abort", () => resolve(end())));
            })
            .catch(() => undefined)
        : stop.signal.addEventListener("abort", listen());
    void lead(() => follow(ledger, onReach));
    return () => stop.abort();
  }, [shared, ledger, onReach]);
  return null;
}

/** Listens to the workspace's stream until the returned function is called. */
function follow(ledger: TaskStore, onReach: (reached: boolean) => void): () => void {
  // The verdicts come in once there is a task to judge (a first visit to an empty workspace
  // fetches none of their code): the deck loads them then anyway.
  let sync: Promise<VerdictSync> | null = null;
  const syncing = () =>
    (sync ??= Promise.all([
      import("../../entities/verdict/use-verdict-book.ts").then((module) => module.loadVerdictBook()),
      import("./verdict-sync.ts"),
    ]).then(([book, { verdictSync }]) => verdictSync(book, () => ledger.list().map((entry) => entry.id))));
  if (ledger.count() > 0) void syncing();
  // One batch at a time, in order: the cursor moves only past what is stored.
  let queue: Promise<unknown> = ledger.ready;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const open = () => {
    const since = Number(localStorage.getItem(CURSOR_KEY)) || 0;
    const opened = (source = new EventSource(`${WORKSPACE_EVENTS_PATH}?since=${since}`));
    opened.onopen = () => onReach(true);
    opened.onerror = () => {
      onReach(false);
      if (opened.readyState === EventSource.CLOSED) timer = setTimeout(open, REOPEN_MS);
    };
    opened.addEventListener("tasks", (event) => {
      const tasks = readTasks(event.data);
      queue = queue.then(async () => {
        if (source !== opened) return;
        try {
          await takeShared(ledger, tasks);
          if (tasks.length) await (await syncing()).heard(tasks);
          localStorage.setItem(CURSOR_KEY, event.lastEventId);
        } catch {
          // Not stored (the browser's storage full or closed): heard again from the last stored one.
          opened.close();
          timer = setTimeout(open, REOPEN_MS);
          source = null;
        }
      });
    });
  };
  open();
  return () => {
    clearTimeout(timer);
    source?.close();
    onReach(true);
    void sync?.then((running) => running.stop());
  };
}

/** The tasks an event brings; one this version cannot read is left out, the others are taken. */
function readTasks(data: string): SharedTask[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.flatMap((task) => sharedTaskSchema.safeParse(task).data ?? []) : [];
}
