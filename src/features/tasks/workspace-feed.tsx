import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { sharedTaskSchema, WORKSPACE_EVENTS_PATH } from "../../contract/shared-task.ts";
import { readEach } from "../../lib/read-each.ts";
import { movable } from "../../entities/task/movable.ts";
import { lazyWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";
import { TOOL_CATALOGS } from "../../i18n/catalog-areas.ts";
import { AccountLink } from "./account-link.tsx";
import { useDeck } from "../../entities/task/ledger-context.tsx";
import { takeShared } from "../../entities/task/shared-entry.ts";
import type { TaskStore } from "../../entities/task/store.ts";
import { useConnection, useMayChange } from "../../lib/connection-context.tsx";
import { inWorkspace, personOf } from "../../lib/server-config.ts";
import type { VerdictSync } from "./verdict-sync.ts";
import { watchBooks } from "../../lib/shared-books.ts";

const MoveInOffer = lazyWithCatalogs(TOOL_CATALOGS, () => import("./history/transfer/move-in-offer.tsx"));
// For a viewer, in place of the composer they do not get (issue 28).
const ViewerNote = lazyWithCatalogs(TOOL_CATALOGS, () => import("../../components/stand-in/viewer-note.tsx"));

/** The stream's runs and items, each kept by a module of its own, loaded with its first event. */
const MIRRORS: Record<string, () => Promise<{ heard(data: string): Promise<void> }>> = {
  runs: () => import("./run-mirror.ts"),
  items: () => import("./item-sync.ts"),
};

/** The last change this browser took, so a new page resumes after it (another server's reads from the start). */
const CURSOR_KEY = "taskdeck-workspace-change";
/** A stream the server ended with an error (not a lost connection, which the browser retries itself) is opened again after this. */
const REOPEN_MS = 5_000;
/** A stream that has not said it is ready by then is held back by something on the way. */
const READY_MS = 10_000;

/**
 * Hears the workspace's changes when the page is served by Taskdeck's server: tasks sent from
 * other tabs, devices and people appear, the records its server's checks bring land, the
 * verdicts given anywhere show (verdict-sync.ts sends this browser's), and so do the runs, the
 * presets and the judgements (item-sync.ts). One tab holds the stream
 * (a Web Lock; where there is none, each tab) and writes what it hears into the ledger, which
 * tells the other tabs; a lost connection resumes after the last event it had. `onReach` is told
 * whether the server answers, `onNotice` of what to say above the deck (the offer to move this
 * browser's own tasks in). Renders nothing itself.
 */
export default function WorkspaceFeed({
  onReach,
  onNotice,
}: {
  onReach(reached: boolean): void;
  onNotice(notice: ReactNode): void;
}) {
  const ledger = useDeck();
  const { connection, server } = useConnection();
  const shared = inWorkspace(server, connection);
  const me = personOf(server);

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
    void lead(() => follow(ledger, me, onReach));
    return () => stop.abort();
  }, [shared, ledger, me, onReach]);

  // The presets and judgements of this tab are the team's once their books are made (each tab
  // sends its own changes; the stream's holder stores what it hears, and the books tell the tabs).
  useEffect(() => {
    if (!shared) return;
    const syncing = new AbortController();
    const unwatch = watchBooks(() => void import("./item-sync.ts").then((module) => module.syncBooks(syncing.signal)));
    return () => {
      unwatch();
      syncing.abort();
    };
  }, [shared]);

  // Above the deck, once this browser holds tasks of its own the workspace lacks (its code and
  // words come only then), and kept there: it says what came of the moving in.
  // Not a viewer's to make: moving in adds to the workspace.
  const mayChange = useMayChange();
  const offer = useSyncExternalStore(ledger.subscribe, () => shared && mayChange && ledger.list().some(movable));
  useEffect(() => {
    if (!mayChange)
      onNotice(
        <Suspense fallback={null}>
          <ViewerNote />
        </Suspense>,
      );
    else if (offer)
      onNotice(
        <Suspense fallback={null}>
          <MoveInOffer ledger={ledger} />
        </Suspense>,
      );
  }, [offer, mayChange, ledger, onNotice]);
  useEffect(() => () => onNotice(null), [onNotice]);
  return <AccountLink />;
}

/** Listens to the workspace's stream until the returned function is called. */
function follow(ledger: TaskStore, me: string, onReach: (reached: boolean) => void): () => void {
  // The verdicts come in once there is a task to judge (a first visit to an empty workspace
  // fetches none of their code): the deck loads them then anyway.
  let sync: Promise<VerdictSync> | null = null;
  const syncing = () =>
    (sync ??= Promise.all([
      import("../../entities/verdict/use-verdict-book.ts").then((module) => module.loadVerdictBook()),
      import("./verdict-sync.ts"),
    ]).then(([book, { verdictSync }]) => verdictSync(book, me, () => ledger.list().map((entry) => entry.id))));
  if (ledger.count() > 0) void syncing();
  // One batch at a time, in order: the cursor moves only past what is stored.
  let queue: Promise<unknown> = ledger.ready;
  /** What is being listened to now (the stream, or pages of it read again and again): one at a time. */
  let source: { close(): void } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const handlers: Record<string, (data: string) => Promise<void>> = {
    tasks: async (data) => {
      const tasks = readEach(data, sharedTaskSchema);
      await takeShared(ledger, tasks);
      if (tasks.length) await (await syncing()).heard(tasks);
    },
  };
  for (const [name, load] of Object.entries(MIRRORS)) handlers[name] = async (data) => (await load()).heard(data);
  const open = () => {
    const since = Number(localStorage.getItem(CURSOR_KEY)) || 0;
    const opened = new EventSource(`${WORKSPACE_EVENTS_PATH}?since=${since}`);
    let ready = false;
    let polled = false;
    // A stream a proxy holds back never says it is ready, or fails before it does: its pages are read instead.
    const poll = () => {
      if (polled) return;
      polled = true;
      opened.close();
      void import("./poll-changes.ts").then(
        (module) => source === listening && (source = module.pollChanges(since, take, onReach)),
      );
    };
    const listening = (source = opened);
    const waiting = setTimeout(poll, READY_MS);
    opened.addEventListener("ready", () => {
      ready = true;
      clearTimeout(waiting);
    });
    opened.onopen = () => onReach(true);
    opened.onerror = () => {
      onReach(false);
      if (!ready) poll();
      else if (opened.readyState === EventSource.CLOSED) timer = setTimeout(open, REOPEN_MS);
    };
    for (const name in handlers)
      opened.addEventListener(name, (event) => void take(name, event.data, event.lastEventId));
  };
  // Each batch is stored in its turn, whatever its kind: the cursor moves past all. False when it could not be.
  const take = (name: string, data: string, id: string) =>
    (queue = queue.then(async () => {
      const from = source;
      try {
        await handlers[name]?.(data);
        localStorage.setItem(CURSOR_KEY, id);
        return true;
      } catch {
        // Not stored (the browser's storage full or closed): heard again from the last stored one.
        if (source !== from) return false;
        source?.close();
        timer = setTimeout(open, REOPEN_MS);
        source = null;
        return false;
      }
    })) as Promise<boolean>;
  open();
  return () => {
    clearTimeout(timer);
    source?.close();
    onReach(true);
    void sync?.then((running) => running.stop());
  };
}
