import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { Field, inputClass } from "../../../components/field.tsx";
import type { Family } from "../../../contract/families.ts";
import { AXIS_KINDS, MAX_AXES, REPEATS_RANGE, type AxisKind } from "../../../contract/run.ts";
import { FILE_FORMATS, SUBDIVISION_LEVELS } from "../../../contract/three-d-flags.ts";
import { axisKindLabel } from "../../../entities/run/axis-labels.ts";
import type { AxisDraft, MatrixDraft } from "./matrix-draft.ts";
import { MatrixImageFiles } from "./matrix-image-files.tsx";
import { parseValues } from "./matrix-values.ts";

const LEVELS = SUBDIVISION_LEVELS.join(", ");
const FORMATS = FILE_FORMATS.join(", ");

const VALUES_HELP: Record<AxisKind, MessageDescriptor> = {
  prompt: msg`One whole prompt per line.`,
  moves: msg`One set of camera moves per line, e.g. Pan left,Zoom in. It replaces the prompt's first [bracket], or is added at its end.`,
  model: msg`One model id per line, e.g. minimax/t2v-01-director.`,
  level: msg`One level per line: ${LEVELS}.`,
  format: msg`One format per line: ${FORMATS}.`,
  image: msg`One image per line: an http(s) URL or a data URL, or add files.`,
};

const REPEATS = Array.from({ length: REPEATS_RANGE.max - REPEATS_RANGE.min + 1 }, (_, i) => REPEATS_RANGE.min + i);

/** The axes (up to MAX_AXES), each a kind and its values, and the repeat count. */
export function MatrixAxes({
  family,
  draft,
  onChange,
}: {
  family: Family;
  draft: MatrixDraft;
  onChange: (patch: Partial<MatrixDraft>) => void;
}) {
  const { t, i18n } = useLingui();
  const kinds: readonly AxisKind[] = AXIS_KINDS[family];
  // The axis just added takes the focus; after a removal, Add axis does (the Remove button is gone).
  const [focus, setFocus] = useState<number | "add" | null>(null);
  const { axes } = draft;
  const full = axes.length >= MAX_AXES;
  const setAxis = (at: number, patch: Partial<AxisDraft>) =>
    onChange({ axes: axes.map((axis, i) => (i === at ? { ...axis, ...patch } : axis)) });
  const add = () => {
    if (full) return;
    const kind = kinds.find((k) => !axes.some((axis) => axis.kind === k)) ?? kinds[0]!;
    onChange({ axes: [...axes, { kind, text: "", term: "" }] });
    setFocus(axes.length);
  };

  const axisTitle = (i: number) => {
    const number = i + 1;
    return t`Axis ${number}`;
  };
  // What the values of an axis are, and how many are listed.
  const valuesHelp = (axis: AxisDraft) => {
    const term = axis.term.trim();
    const help =
      axis.kind === "prompt" && term ? t`One replacement for “${term}” per line.` : i18n._(VALUES_HELP[axis.kind]);
    const count = parseValues(axis.text).length;
    return t`${help} ${count} listed.`;
  };

  return (
    <div className="space-y-3">
      {axes.map((axis, i) => (
        <fieldset key={i} className="space-y-2 rounded-md border border-slate-300 p-3">
          <legend className="px-1 text-sm font-semibold">{axisTitle(i)}</legend>
          {/* One line: the kind, the term it replaces (for prompts), Remove level with their controls (mt-6: a label's height). */}
          <div
            className={`grid items-start gap-3 ${axis.kind === "prompt" ? "grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]" : "grid-cols-[minmax(0,1fr)_auto]"}`}
          >
            <Field label={t`Axis`}>
              {(ids) => (
                <select
                  id={ids.control}
                  ref={(select) => {
                    if (select && focus === i) select.focus();
                  }}
                  onFocus={() => setFocus(null)}
                  className={inputClass}
                  value={axis.kind}
                  onChange={(event) => setAxis(i, { kind: event.target.value as AxisKind })}
                >
                  {kinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {axisKindLabel(kind)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {axis.kind === "prompt" ? (
              <Field label={t`Term to replace`} description={t`Empty: each value is a whole prompt.`}>
                {(ids) => (
                  <input
                    id={ids.control}
                    className={inputClass}
                    value={axis.term}
                    aria-describedby={ids.describedBy}
                    onChange={(event) => setAxis(i, { term: event.target.value })}
                  />
                )}
              </Field>
            ) : null}
            <Button
              className="mt-6"
              onClick={() => {
                onChange({ axes: axes.filter((_, j) => j !== i) });
                setFocus("add");
              }}
            >
              <Trans context="axis">Remove</Trans>
            </Button>
          </div>
          <Field label={t`Values`} description={valuesHelp(axis)}>
            {(ids) => (
              <textarea
                id={ids.control}
                rows={3}
                spellCheck={false}
                className={inputClass}
                value={axis.text}
                aria-describedby={ids.describedBy}
                onChange={(event) => setAxis(i, { text: event.target.value })}
              />
            )}
          </Field>
          {axis.kind === "image" ? (
            <MatrixImageFiles
              onAdd={(lines) => setAxis(i, { text: [axis.text.trimEnd(), ...lines].filter(Boolean).join("\n") })}
            />
          ) : null}
        </fieldset>
      ))}
      <div className="flex flex-wrap items-end gap-3">
        <Button
          ref={(button) => {
            if (button && focus === "add") button.focus();
          }}
          onFocus={() => setFocus(null)}
          onClick={add}
          aria-disabled={full || undefined}
        >
          <Trans>Add axis</Trans>
        </Button>
        <Field label={t`Repeats`}>
          {(ids) => (
            <select
              id={ids.control}
              className={inputClass}
              value={draft.repeats}
              onChange={(event) => onChange({ repeats: Number(event.target.value) })}
            >
              {REPEATS.map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          )}
        </Field>
        {full ? (
          <p className="text-xs text-slate-600">
            <Trans>Up to {MAX_AXES} axes.</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}
