import { Trans, useLingui } from "@lingui/react/macro";
import { diffWords } from "diff";

/**
 * A side's prompt against another's, word by word: words only this side has are marked (and read
 * out as "added"), words only the other has are struck (and read out as "missing"). Plain text
 * nodes only: a prompt is never rendered as HTML.
 */
export function PromptDiff({
  prompt,
  against,
  againstTitle,
}: {
  prompt: string;
  against: string;
  againstTitle: string;
}) {
  const { t } = useLingui();
  const parts = diffWords(against, prompt);
  const same = parts.every((part) => !part.added && !part.removed);
  return (
    <div className="space-y-1">
      <p className="text-xs text-slate-600">
        {same ? t`Prompt, the same as ${againstTitle}` : t`Prompt, against ${againstTitle}`}
      </p>
      <p className="rounded-md bg-slate-50 p-2 text-sm break-words whitespace-pre-wrap text-slate-900">
        {prompt === "" && same ? (
          <span className="text-slate-600">
            <Trans>(no prompt)</Trans>
          </span>
        ) : null}
        {parts.map((part, i) =>
          part.added ? (
            <ins key={i} className="bg-emerald-100 text-emerald-900 no-underline">
              <span className="sr-only">{t`added:`} </span>
              {part.value}
            </ins>
          ) : part.removed ? (
            <del key={i} className="bg-rose-50 text-rose-800 line-through">
              <span className="sr-only">{t`missing:`} </span>
              {part.value}
            </del>
          ) : (
            <span key={i}>{part.value}</span>
          ),
        )}
      </p>
    </div>
  );
}
