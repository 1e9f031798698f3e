import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { z } from "zod/mini";
import type { sharedVerdictSchema } from "../contract/shares.ts";
import { agreementOf } from "../entities/verdict/agreement.ts";
import { agreementText } from "../entities/verdict/agreement-words.ts";
import { OUTCOME_TABLE } from "../entities/verdict/outcomes.ts";
import { starsText } from "../entities/verdict/verdict.ts";
import { TONE_CLASSES } from "../entities/task/status-labels.ts";

type SharedVerdict = z.infer<typeof sharedVerdictSchema>;

/** Every reviewer's verdict on a shared result, with how they agree ("2 of 3 passed; 1 disagrees"). */
export function SharedVerdicts({ verdicts }: { verdicts: SharedVerdict[] }) {
  const { t } = useLingui();
  if (verdicts.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>Not reviewed yet.</Trans>
      </p>
    );
  const agreement = agreementText(agreementOf(verdicts.map((verdict) => verdict.outcome)));
  return (
    <div className="space-y-2">
      {agreement ? <p className="text-sm font-semibold">{agreement}</p> : null}
      <ul aria-label={t`Verdicts`} className="space-y-2">
        {verdicts.map((verdict, index) => (
          <li key={`${verdict.by ?? ""}-${index}`} className="rounded-md border border-slate-200 px-3 py-2 text-sm">
            <VerdictLine verdict={verdict} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Who gave it: an email, the owner of a server without accounts ("local"), or someone before people. */
function byWhom(by: string | null): string {
  if (by === "local") return t`by the workspace's owner`;
  return by ? t`by ${by}` : t`by someone, before accounts`;
}

function VerdictLine({ verdict }: { verdict: SharedVerdict }) {
  const { t } = useLingui();
  const outcome = verdict.outcome ? OUTCOME_TABLE[verdict.outcome] : null;
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {outcome ? (
          <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${TONE_CLASSES[outcome.tone]}`}>
            <span aria-hidden="true">{outcome.mark} </span>
            {i18n._(outcome.filterLabel)}
          </span>
        ) : null}
        {verdict.rating !== null ? <span>{starsText(verdict.rating)}</span> : null}
        <span className="text-slate-600">{byWhom(verdict.by)}</span>
      </p>
      {verdict.tags.length ? (
        <ul aria-label={t({ context: "shared verdict", message: "Tags" })} className="mt-1 flex flex-wrap gap-1">
          {verdict.tags.map((tag) => (
            <li key={tag} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {verdict.note ? <p className="mt-1 whitespace-pre-wrap text-slate-800">{verdict.note}</p> : null}
    </>
  );
}
