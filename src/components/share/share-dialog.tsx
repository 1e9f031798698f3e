import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { ACCESS_PAGES } from "../../contract/access-pages.ts";
import { useConnection } from "../../lib/connection-context.tsx";
import { closeShare, type ShareAsk } from "../../lib/share-store.ts";
import { Button } from "../button.tsx";
import { CopyButton } from "../copy-button.tsx";
import { ModalDialog } from "../modal-dialog.tsx";
import { makeShare, type MadeLink } from "./share-client.ts";
import { ShareReport } from "./share-report.tsx";

/** The lengths a link may be given, in days; "never" is an owner's choice alone (the server holds it too). */
const DAY_CHOICES = [1, 7, 30, 90] as const;
const NEVER = "never";

/**
 * Makes a read-only link to a task, a comparison or a run for people without an account: how
 * long it lasts is chosen first, then the link is shown once, to copy. It is listed, with its
 * views and a Revoke, on the People page.
 */
export default function ShareDialog({ ask }: { ask: ShareAsk }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const daysId = useId();
  const owner = useConnection().server?.role === "owner";
  const [days, setDays] = useState("7");
  const [made, setMade] = useState<MadeLink | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const what = { task: t`this task`, compare: t`these two tasks side by side`, run: t`this QA run's results` }[
    ask.kind
  ];
  const make = async () => {
    setBusy(true);
    setProblem(null);
    try {
      setMade(await makeShare({ ...ask, days: days === NEVER ? null : Number(days) }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const link = made ? new URL(made.link, window.location.origin).href : "";
  const until = made?.expiresAt
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: "long", timeStyle: "short" }).format(made.expiresAt)
    : null;
  return (
    <ModalDialog open onClose={closeShare} labelledBy={titleId}>
      <div className="space-y-4 p-5">
        <h2 id={titleId} className="text-lg font-semibold">
          <Trans>Share a read-only link</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          {t`Anyone with the link sees ${what}: the results, the prompts and the verdicts, and nothing else of the workspace.`}
        </p>
        {made ? (
          <div className="space-y-2">
            <label className="block text-sm font-semibold">
              <Trans>Share link</Trans>
              <input
                readOnly
                value={link}
                onFocus={(event) => event.currentTarget.select()}
                className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1 font-mono text-xs"
              />
            </label>
            <p role="status" className="text-sm text-slate-700">
              {until ? t`Link made. It works until ${until}.` : t`Link made. It does not expire.`}{" "}
              <a href={ACCESS_PAGES.people} className="text-brand-700 underline">
                <Trans>Revoke it on the People page.</Trans>
              </a>
            </p>
            {ask.report ? <ShareReport report={ask.report} link={link} /> : null}
          </div>
        ) : (
          <label htmlFor={daysId} className="flex flex-wrap items-center gap-2 text-sm font-semibold">
            <Trans>The link works for</Trans>
            <select
              id={daysId}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              className="rounded-md border border-slate-300 px-2 py-1 font-normal"
            >
              {DAY_CHOICES.map((count) => (
                <option key={count} value={String(count)}>
                  {plural(count, { one: "# day", other: "# days" })}
                </option>
              ))}
              {owner ? <option value={NEVER}>{t`Ever (until revoked)`}</option> : null}
            </select>
          </label>
        )}
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {t`No link was made: ${problem}`}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button onClick={closeShare}>{made ? t`Done` : t`Cancel`}</Button>
          {made ? (
            <CopyButton text={link} label={t`Copy link`} />
          ) : (
            <Button variant="primary" disabled={busy} onClick={() => void make()}>
              <Trans>Make link</Trans>
            </Button>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
