import { useLingui } from "@lingui/react/macro";
import { Button } from "../../../components/button.tsx";
import { useMayChange } from "../../../lib/connection-context.tsx";
import { CHOICE_TABLE, CHOICES } from "../../../entities/judgement/choices.ts";
import { choiceAsShown } from "../../../entities/judgement/judgement.ts";
import type { JudgementStore } from "../../../entities/judgement/store.ts";

/** Which of two sides is better, or a tie: pressed again, undone. Its keys work anywhere in Compare (compare-keys.ts). */
export function PairJudge({ book, a, b }: { book: JudgementStore | null; a: string; b: string }) {
  const { t, i18n } = useLingui();
  const chosen = choiceAsShown(book?.pair(a, b), a);
  // A viewer sees the choice made, and nothing to press.
  if (!useMayChange())
    return chosen ? <p className="text-sm text-slate-700">{i18n._(CHOICE_TABLE[chosen].label)}</p> : null;
  return (
    <div role="group" aria-label={t`Which is better?`} className="flex flex-wrap items-center gap-2">
      {CHOICES.map((choice) => (
        <Button
          key={choice}
          size="sm"
          aria-pressed={chosen === choice}
          aria-keyshortcuts={CHOICE_TABLE[choice].key}
          aria-disabled={!book}
          onClick={() => void book?.judge(a, b, choice)}
        >
          {i18n._(CHOICE_TABLE[choice].label)}
        </Button>
      ))}
    </div>
  );
}
