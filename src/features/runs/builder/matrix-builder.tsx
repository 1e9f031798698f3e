import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { useFormContext } from "react-hook-form";
import { Field, inputClass } from "../../../components/field.tsx";
import type { Family } from "../../../contract/families.ts";
import type { RunPreset } from "../../../contract/run.ts";
import { useDeck } from "../../../entities/task/ledger-context.tsx";
import { useLedgerEntries } from "../../../entities/task/ledger.ts";
import { usePresets } from "../../../entities/run/preset-book.ts";
import { useNow } from "../../../lib/use-now.ts";
import { sharedRunBook } from "../../../entities/run/run-book.ts";
import { readThreeDValues, readVideoValues } from "../../../entities/task/form-values.ts";
import { MatrixAxes } from "./matrix-axes.tsx";
import { MatrixCells, duplicateMessages } from "./matrix-cells.tsx";
import { draftOfPlan, planOf, readMatrixDraft, samePlan, type MatrixDraft } from "./matrix-draft.ts";
import { duplicatesInRun, duplicatesOfRecent } from "./matrix-duplicates.ts";
import { expandPlan, isBlocked } from "./matrix-expand.ts";
import { defaultRunName, newRun } from "./matrix-run.ts";
import { MatrixPresets } from "./matrix-presets.tsx";
import { MatrixSend } from "./matrix-send.tsx";
import { MatrixEstimate } from "./matrix-estimate.tsx";
import type { MatrixState } from "../../../entities/run/matrix-state.ts";
import { useConnection } from "../../../lib/connection-context.tsx";
import { inWorkspace } from "../../../lib/server-config.ts";

const NOW_TICK_MS = 10_000;
// A preset saved under an older version's names reads as today's (form-values.ts).
const VALUES = { video: readVideoValues, "3d": readThreeDValues };

/**
 * The run builder (issue 16 §1): the tab's form is the base, the axes vary it, every cell is
 * checked and shown before anything is sent, and Send hands the run to the run store.
 */
export default function MatrixBuilder({
  family,
  values,
  matrix,
}: {
  family: Family;
  values: Record<string, unknown>;
  matrix: MatrixState;
}) {
  const { reset } = useFormContext();
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const draft = useMemo(() => readMatrixDraft(matrix.stored), [matrix.stored]);
  const change = (patch: Partial<MatrixDraft>) => matrix.save({ ...draft, ...patch });
  const plan = useMemo(() => planOf(family, values, draft), [family, values, draft]);
  // Its cells' names and problems are in the current language: made again on a switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const expansion = useMemo(() => expandPlan(plan), [plan, locale]);
  const entries = useLedgerEntries(useDeck());
  const { server, connection } = useConnection();
  const byServer = inWorkspace(server, connection);
  // The duplicate window moves on while the builder is open: a send two minutes old is no longer one.
  const now = useNow(true, NOW_TICK_MS);
  const duplicates = useMemo(
    () => ({ inRun: duplicatesInRun(expansion.cells), recent: duplicatesOfRecent(expansion.cells, entries, now) }),
    [expansion, entries, now],
  );
  // A run counts as the preset's only while its plan is still the preset's (a baseline compares like with like).
  const preset = usePresets().find((p) => p.id === draft.presetId);
  const presetId = preset && samePlan(preset.plan, plan) ? preset.id : null;
  const presetName = preset?.name ?? "";
  const defaultName = defaultRunName(plan, expansion.cells, new Date(now));
  const name = draft.name.trim() || defaultName;
  const bodies = useMemo(() => expansion.cells.map((cell) => cell.body), [expansion]);

  const load = (chosen: RunPreset) => {
    reset(VALUES[family](chosen.plan.base));
    matrix.save(draftOfPlan(chosen.plan, chosen.id, draft.name));
  };

  return (
    <div className="space-y-4">
      <MatrixPresets family={family} plan={plan} onLoad={load} />
      <MatrixAxes family={family} draft={draft} onChange={change} />
      <Field label={t`Run name`} description={t`Empty: “${defaultName}”.`}>
        {(ids) => (
          <input
            id={ids.control}
            className={inputClass}
            value={draft.name}
            aria-describedby={ids.describedBy}
            onChange={(event) => change({ name: event.target.value })}
          />
        )}
      </Field>
      {draft.presetId && !presetId && preset ? (
        <p className="text-xs text-slate-600">
          <Trans>Changed since preset “{presetName}” was loaded: this run is not one of its runs.</Trans>
        </p>
      ) : null}
      <MatrixCells expansion={expansion} duplicates={duplicates} now={now} />
      <MatrixSend
        count={expansion.cells.length}
        blocked={isBlocked(expansion)}
        warnings={duplicateMessages(expansion.cells, duplicates, now)}
        name={name}
        makeRun={() =>
          newRun({ id: crypto.randomUUID(), name, plan, presetId, cells: expansion.cells, createdAt: Date.now() })
        }
        // In a shared workspace its server sends the run, with no page open.
        handOver={(run) => sharedRunBook().add(byServer ? { ...run, sentBy: "server" } : run)}
        sendRef={matrix.sendRef}
      >
        <MatrixEstimate bodies={bodies} entries={entries} />
      </MatrixSend>
    </div>
  );
}
