import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState, type ReactNode, type RefObject } from "react";
import { Button } from "../../../components/button.tsx";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import type { Run } from "../../../contract/run.ts";
import { SUBMIT_BAR_CLASS } from "../../../components/request/submit-bar-place.ts";

type Outcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * "Send N tasks", asked once more in a dialog; then the run goes to the run store, whose queue
 * sends it. Nothing is stored before the person confirms. A blocked run says why instead.
 */
export function MatrixSend({
  count,
  blocked,
  warnings,
  name,
  makeRun,
  handOver,
  sendRef,
  children,
}: {
  count: number;
  blocked: boolean;
  /** Duplicates to repeat in the dialog: each is paid for again. */
  warnings: readonly string[];
  name: string;
  makeRun: () => Run;
  handOver: (run: Run) => Promise<void>;
  /** Where the form's own submit (a click, Ctrl+Enter) finds this bar's Send. */
  sendRef: RefObject<(() => void) | null>;
  /** Beside Send: the run's estimated time and cost. */
  children?: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const [storing, setStoring] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { t } = useLingui();
  const label = plural(count, { one: "Send # task", other: "Send # tasks" });
  // A run of no cells has nothing to send: Send says so instead of offering it.
  const empty = count === 0;
  const why = useId();

  useEffect(() => {
    sendRef.current = () => {
      if (empty) return;
      if (blocked) setOutcome({ ok: false, message: t`Not sent: fix the problems listed above first.` });
      else {
        setOutcome(null);
        setAsking(true);
      }
    };
    return () => void (sendRef.current = null);
  }, [blocked, empty, sendRef, t]);

  const confirm = async () => {
    if (storing) return;
    setAsking(false);
    setStoring(true);
    const run = makeRun();
    try {
      await handOver(run);
      const { name: runName, cells } = run;
      const sent = cells.length;
      const message = plural(sent, {
        one: `Run “${runName}” is on its way: its # task is sent a few at a time.`,
        other: `Run “${runName}” is on its way: its # tasks are sent a few at a time.`,
      });
      setOutcome({ ok: true, message });
    } catch (error) {
      const why = String(error);
      setOutcome({ ok: false, message: t`Not sent: the run could not be saved in this browser (${why}).` });
    } finally {
      setStoring(false);
    }
  };

  return (
    <div className={SUBMIT_BAR_CLASS}>
      {/* aria-disabled, not disabled: the button keeps the focus and its description is heard. */}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        aria-disabled={storing || empty || undefined}
        aria-describedby={empty ? why : undefined}
      >
        {label}
      </Button>
      {empty ? (
        <p id={why} className="text-sm text-slate-700">
          <Trans>Nothing to send yet: each axis needs at least one value.</Trans>
        </p>
      ) : null}
      {children}
      {/* Both always there, so that a screen reader hears what each comes to say. */}
      <p role="status" className="text-sm text-slate-800">
        {outcome?.ok ? outcome.message : null}
      </p>
      <p role="alert" className="text-sm text-red-800">
        {outcome && !outcome.ok ? outcome.message : null}
      </p>
      <ConfirmDialog
        open={asking}
        title={t`${label}?`}
        cancelLabel={t({ message: "Don’t send", context: "run" })}
        onCancel={() => setAsking(false)}
        actions={[{ label, onClick: () => void confirm() }]}
      >
        <p>
          <Plural
            value={count}
            one={`Run “${name}”: # task, each one paid for, sent a few at a time. You can pause it or cancel what is not yet sent.`}
            other={`Run “${name}”: # tasks, each one paid for, sent a few at a time. You can pause it or cancel what is not yet sent.`}
          />
        </p>
        {warnings.length ? (
          <ul className="mt-2 list-disc pl-5 text-amber-900">
            {warnings.map((warning) => (
              <li key={warning}>
                <Trans>{warning} It is paid for again.</Trans>
              </li>
            ))}
          </ul>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
