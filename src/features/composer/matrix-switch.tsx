import { Trans, useLingui } from "@lingui/react/macro";
import type { Family } from "../../contract/families.ts";
import { Suspense, useContext, useRef, type FormEvent, type ReactNode } from "react";
import { Switch } from "../../components/switch.tsx";
import type { JsonObject } from "../../entities/task/request/extra-fields-parse.ts";
import type { MatrixHookup, MatrixState } from "../../entities/run/matrix-state.ts";
import { RunPartsContext } from "./run-parts.ts";

// The Matrix switch turns a tab's form into a run builder (issue 16). Only the switch is here:
// the builder (src/features/runs/builder) is handed in, and loads when it is first switched on.

/**
 * The form's submit: a single task, or with Matrix on, the builder's Send. A card's Retry is a
 * single task whatever the switch says: it turns Matrix off, so its progress and questions show.
 */
export function useMatrix(
  hookup: MatrixHookup,
  submit: (event: FormEvent) => unknown,
  sendOne: (body: JsonObject) => void,
) {
  const sendRef = useRef<(() => void) | null>(null);
  const on = (hookup.stored as { on?: unknown } | undefined)?.on === true;
  const onSubmit = (event: FormEvent) => {
    if (!on) return void submit(event);
    event.preventDefault();
    sendRef.current?.();
  };
  const resend = (body: JsonObject) => {
    if (on) hookup.save({ ...(hookup.stored as object), on: false });
    sendOne(body);
  };
  return { matrix: { ...hookup, on, sendRef }, onSubmit, resend };
}

/** The switch, then the builder when it is on, or the single task's submit and preview (`children`). */
export function MatrixSlot({
  family,
  values,
  matrix,
  children,
}: {
  family: Family;
  values: Record<string, unknown>;
  matrix: MatrixState;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { RunBuilder } = useContext(RunPartsContext)!;
  return (
    <>
      <Switch
        label={t`Matrix`}
        checked={matrix.on}
        onChange={(event) => matrix.save({ ...(matrix.stored as object), on: event.target.checked })}
      />
      {matrix.on ? (
        <Suspense
          fallback={
            <p className="text-sm text-slate-600">
              <Trans>Loading the run builder…</Trans>
            </p>
          }
        >
          <RunBuilder family={family} values={values} matrix={matrix} />
        </Suspense>
      ) : (
        children
      )}
    </>
  );
}
