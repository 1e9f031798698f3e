import { EmptyState, Pane } from "../../components/pane.tsx";
import { useDeck } from "./deck-context.tsx";
import type { DeckEntry } from "./deck-entry.ts";
import { useDeckEntries } from "./deck-store.ts";

const STATE_TEXT: Record<DeckEntry["state"], string> = {
  sending: "Sending…",
  accepted: "",
  refused: "Not created",
  failed: "Service error",
  unknown: "Outcome unknown",
};

export function TaskDeckPane() {
  const entries = useDeckEntries(useDeck());
  return (
    <Pane title="Tasks">
      {entries.length === 0 ? (
        <EmptyState title="No tasks yet">
          Submitted tasks appear here and are followed until their result is ready.
        </EmptyState>
      ) : (
        <ul className="space-y-2">
          {entries.map((entry) => (
            <li key={entry.id}>
              <TaskSummary entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </Pane>
  );
}

function TaskSummary({ entry }: { entry: DeckEntry }) {
  const model = String(entry.body.model ?? "");
  const status = entry.record?.status || STATE_TEXT[entry.state];
  return (
    <article
      aria-label={`${entry.mode === "3d" ? "3D" : "Video"} task, ${model}`}
      className="rounded-lg border border-slate-200 p-3 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono text-xs">{model}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">{status}</span>
      </div>
      {entry.requestId ? (
        <p className="mt-1 text-xs text-slate-600">
          request_id <span className="font-mono text-slate-800">{entry.requestId}</span>
        </p>
      ) : null}
      {entry.error ? <p className="mt-1 text-xs text-red-800">{entry.error}</p> : null}
    </article>
  );
}
