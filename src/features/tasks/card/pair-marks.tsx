import { useLingui } from "@lingui/react/macro";
import { useDeck } from "../../../entities/task/ledger-context.tsx";
import { otherOf, resultFor, type PairResult } from "../../../entities/judgement/judgement.ts";
import { useJudgementBook } from "../../../entities/judgement/use-judgement-book.ts";
import { promptOf, taskTitle } from "./task-title.ts";

const TONES: Record<PairResult, string> = {
  won: "bg-emerald-50 text-emerald-900",
  lost: "bg-red-50 text-red-900",
  tied: "bg-slate-100 text-slate-800",
};
const EXCERPT = 40;

/** What Compare's pairwise judgements say of this task: "Won against …", "Lost to …", "Tied with …". */
export function PairMarks({ taskId }: { taskId: string }) {
  const { t } = useLingui();
  const deck = useDeck();
  const { book } = useJudgementBook();
  const judgements = book?.of(taskId) ?? [];
  if (judgements.length === 0) return null;
  const words = (result: PairResult, other: string) =>
    result === "won" ? t`Won against ${other}` : result === "lost" ? t`Lost to ${other}` : t`Tied with ${other}`;
  return (
    <ul aria-label={t`Comparisons`} className="flex flex-wrap gap-1 text-xs">
      {judgements.map((judgement) => {
        const otherId = otherOf(judgement, taskId);
        const entry = deck.get(otherId);
        const prompt = entry ? promptOf(entry.body) : "";
        // The other task by its prompt (a title alone is often shared), or its title, or its id once it is gone.
        const other = prompt
          ? `“${prompt.length > EXCERPT ? `${prompt.slice(0, EXCERPT)}…` : prompt}”`
          : entry
            ? taskTitle(entry)
            : otherId;
        const result = resultFor(judgement, taskId);
        return (
          <li key={otherId} className={`rounded px-1.5 py-0.5 break-words ${TONES[result]}`}>
            {words(result, other)}
          </li>
        );
      })}
    </ul>
  );
}
