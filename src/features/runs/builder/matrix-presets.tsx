import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { Field, inputClass } from "../../../components/field.tsx";
import type { Family } from "../../../contract/families.ts";
import type { RunPlan, RunPreset } from "../../../contract/run.ts";
import { sharedPresetBook, usePresets } from "../../../entities/run/preset-book.ts";

/**
 * Presets: a plan (the form's values, the axes, the repeats) kept under a name, without results,
 * to run again later. Loading one replaces the form and the builder; saving under a name the tab
 * already has replaces that preset.
 */
export function MatrixPresets({
  family,
  plan,
  onLoad,
}: {
  family: Family;
  plan: RunPlan;
  onLoad: (preset: RunPreset) => void;
}) {
  const { t } = useLingui();
  const presets = usePresets().filter((preset) => preset.plan.family === family);
  const [chosenId, setChosenId] = useState("");
  const [name, setName] = useState("");
  const [deleting, setDeleting] = useState<RunPreset | null>(null);
  const [status, setStatus] = useState("");
  const deletingName = deleting?.name ?? "";
  const chosen = presets.find((preset) => preset.id === chosenId) ?? presets[0];

  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setStatus(t`Name the preset first.`);
    const same = presets.find((preset) => preset.name === trimmed);
    const preset = { id: same?.id ?? crypto.randomUUID(), name: trimmed, plan, savedAt: Date.now() };
    try {
      await sharedPresetBook().save(preset);
      setChosenId(preset.id);
      setStatus(same ? t`Replaced preset “${trimmed}”.` : t`Saved preset “${trimmed}”.`);
    } catch (error) {
      const why = String(error);
      setStatus(t`The preset could not be saved in this browser (${why}).`);
    }
  };

  const remove = async (preset: RunPreset) => {
    setDeleting(null);
    await sharedPresetBook().remove(preset.id);
    const { name } = preset;
    setStatus(t`Deleted preset “${name}”.`);
  };

  return (
    <fieldset className="space-y-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold">
        <Trans>Presets</Trans>
      </legend>
      {chosen ? (
        <div className="flex flex-wrap items-end gap-2">
          <Field label={t`Preset`}>
            {(ids) => (
              <select
                id={ids.control}
                className={inputClass}
                value={chosen.id}
                onChange={(e) => setChosenId(e.target.value)}
              >
                {presets.map((preset) => (
                  <option key={preset.id} value={preset.id}>
                    {preset.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button
            onClick={() => {
              onLoad(chosen);
              const { name } = chosen;
              setStatus(t`Loaded preset “${name}”.`);
            }}
          >
            <Trans>Load preset</Trans>
          </Button>
          <Button onClick={() => setDeleting(chosen)}>
            <Trans>Delete preset</Trans>
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          <Trans>No presets for this tab yet.</Trans>
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Field label={t`Preset name`}>
          {(ids) => (
            <input id={ids.control} className={inputClass} value={name} onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        <Button onClick={() => void save()}>
          <Trans>Save as preset</Trans>
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-800">
        {status}
      </p>
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete preset “${deletingName}”?`}
        cancelLabel={t`Keep it`}
        onCancel={() => setDeleting(null)}
        actions={[{ label: t`Delete preset`, variant: "danger", onClick: () => deleting && void remove(deleting) }]}
      >
        <p>
          <Trans>The runs made from it stay as they are.</Trans>
        </p>
      </ConfirmDialog>
    </fieldset>
  );
}
