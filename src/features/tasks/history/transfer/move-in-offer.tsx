import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { Button } from "../../../../components/button.tsx";
import { useLedgerEntries } from "../../../../entities/task/ledger.ts";
import { movable } from "../../../../entities/task/movable.ts";
import type { TaskStore } from "../../../../entities/task/store.ts";

/** "Not now" is remembered in this browser: the offer is made once. */
const DISMISSED_KEY = "taskdeck-move-in-dismissed";

type Moving =
  | { kind: "idle" }
  | { kind: "moving"; done: number; of: number }
  | { kind: "done"; taken: number; known: number }
  | { kind: "failed"; why: string };

/**
 * The offer to move this browser's own tasks (kept before it met the workspace, or imported)
 * into the workspace, with their verdicts: every device then sees them and the server follows
 * the unfinished ones. Nothing is doubled (the server takes what it lacks); shown until moved or
 * declined.
 */
export default function MoveInOffer({ ledger }: { ledger: TaskStore }) {
  const { t } = useLingui();
  const entries = useLedgerEntries(ledger);
  const count = useMemo(() => entries.filter(movable).length, [entries]);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === "1");
  const [moving, setMoving] = useState<Moving>({ kind: "idle" });

  const move = async () => {
    setMoving({ kind: "moving", done: 0, of: count });
    try {
      const [{ moveIn }, { loadVerdictBook }, { sharedRunBook }] = await Promise.all([
        import("../../../../entities/task/import/move-in.ts"),
        import("../../../../entities/verdict/use-verdict-book.ts"),
        import("../../../../entities/run/run-book.ts"),
      ]);
      const [verdicts, runs] = [await loadVerdictBook(), sharedRunBook()];
      await runs.ready;
      const answer = await moveIn(
        ledger,
        (id) => verdicts.get(id) ?? null,
        (done, of) => setMoving({ kind: "moving", done, of }),
        // This browser's own runs go with their tasks (a run the server sends is there already).
        runs.list().filter((run) => run.sentBy !== "server"),
      );
      setMoving({ kind: "done", ...answer });
    } catch (error) {
      setMoving({ kind: "failed", why: error instanceof Error ? error.message : String(error) });
    }
  };
  const notNow = () => {
    localStorage.setItem(DISMISSED_KEY, "1");
    setDismissed(true);
  };

  if (moving.kind === "done") {
    const { taken, known } = moving;
    return (
      <p role="status" className="mb-3 text-sm text-slate-700">
        {known
          ? t`Moved ${taken} tasks into the workspace; it held ${known} already.`
          : t`Moved ${taken} tasks into the workspace.`}
      </p>
    );
  }
  if ((dismissed || count === 0) && moving.kind === "idle") return null;
  return (
    <section
      aria-label={t`Move this browser's tasks in`}
      // The palette the dark theme re-maps (src/index.css): no `dark:` classes of its own.
      className="mb-3 space-y-2 rounded-md border border-brand-100 bg-brand-50 p-2 text-sm text-slate-900"
    >
      <p>
        {plural(count, {
          one: "This browser holds # task of its own that this server's workspace does not have. Moved in, it shows on every device, with its verdict, and the server follows it if it is not finished.",
          other:
            "This browser holds # tasks of its own that this server's workspace does not have. Moved in, they show on every device, with their verdicts, and the server follows those not finished.",
        })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" variant="primary" disabled={moving.kind === "moving"} onClick={() => void move()}>
          {t`Move them in`}
        </Button>
        <Button size="sm" variant="link" disabled={moving.kind === "moving"} onClick={notNow}>
          {t`Not now`}
        </Button>
      </div>
      {moving.kind === "moving" ? <MovingStatus done={moving.done} of={moving.of} /> : null}
      {moving.kind === "failed" ? <MoveFailed why={moving.why} /> : null}
    </section>
  );
}

function MovingStatus({ done, of }: { done: number; of: number }) {
  const { t } = useLingui();
  return <p role="status">{t`Moving… ${done} of ${of}`}</p>;
}

function MoveFailed({ why }: { why: string }) {
  const { t } = useLingui();
  return (
    <p role="alert" className="text-red-800">
      {t`Not all were moved: ${why}. The rest stay in this browser; try again.`}
    </p>
  );
}
