import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { useEntryError } from "./entry-error.ts";

export const UNKNOWN_ADVICE = msg`It may or may not have been created. Don't resend blindly: check the service, or wait — the card will not retry on its own.`;

const HEADINGS: Partial<Record<DeckEntry["state"], MessageDescriptor>> = {
  refused: msg`The service refused the request`,
  failed: msg`The service failed`,
  unknown: msg`No usable answer`,
};

/** What happened to a submission that produced no task, and the status's note (a forgotten task, say). */
export function SubmissionNote({
  entry,
  note,
}: {
  entry: Pick<DeckEntry, "state" | "error" | "failure">;
  note: string | null;
}) {
  const { i18n } = useLingui();
  const descriptor = HEADINGS[entry.state];
  const heading = descriptor ? i18n._(descriptor) : null;
  const error = useEntryError(entry);
  return (
    <>
      {error || heading ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-slate-900">
          {heading ? <p className="font-semibold text-amber-900">{heading}</p> : null}
          {error ? <p className="break-words whitespace-pre-wrap">{error}</p> : null}
          {entry.state === "unknown" ? <p className="mt-1">{i18n._(UNKNOWN_ADVICE)}</p> : null}
        </div>
      ) : null}
      {note ? (
        <p className="rounded-md border border-slate-300 bg-slate-100 p-2 text-sm text-slate-800">{note}</p>
      ) : null}
    </>
  );
}
