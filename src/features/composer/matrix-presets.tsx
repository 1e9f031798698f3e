import { useState } from "react";
import { Button } from "../../components/button.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { Field, inputClass } from "../../components/field.tsx";
import type { Family } from "../../contract/families.ts";
import type { RunPlan, RunPreset } from "../../contract/run.ts";
import { sharedPresetBook, usePresets } from "../../lib/preset-book.ts";

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
  const presets = usePresets().filter((preset) => preset.plan.family === family);
  const [chosenId, setChosenId] = useState("");
  const [name, setName] = useState("");
  const [deleting, setDeleting] = useState<RunPreset | null>(null);
  const [status, setStatus] = useState("");
  const chosen = presets.find((preset) => preset.id === chosenId) ?? presets[0];

  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setStatus("Name the preset first.");
    const same = presets.find((preset) => preset.name === trimmed);
    const preset = { id: same?.id ?? crypto.randomUUID(), name: trimmed, plan, savedAt: Date.now() };
    try {
      await sharedPresetBook().save(preset);
      setChosenId(preset.id);
      setStatus(`${same ? "Replaced" : "Saved"} preset “${trimmed}”.`);
    } catch (error) {
      setStatus(`The preset could not be saved in this browser (${String(error)}).`);
    }
  };

  const remove = async (preset: RunPreset) => {
    setDeleting(null);
    await sharedPresetBook().remove(preset.id);
    setStatus(`Deleted preset “${preset.name}”.`);
  };

  return (
    <fieldset className="space-y-2 rounded-md border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold">Presets</legend>
      {chosen ? (
        <div className="flex flex-wrap items-end gap-2">
          <Field label="Preset">
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
              setStatus(`Loaded preset “${chosen.name}”.`);
            }}
          >
            Load preset
          </Button>
          <Button onClick={() => setDeleting(chosen)}>Delete preset</Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">No presets for this tab yet.</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Field label="Preset name">
          {(ids) => (
            <input id={ids.control} className={inputClass} value={name} onChange={(e) => setName(e.target.value)} />
          )}
        </Field>
        <Button onClick={() => void save()}>Save as preset</Button>
      </div>
      <p role="status" className="text-sm text-slate-800">
        {status}
      </p>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete preset “${deleting?.name ?? ""}”?`}
        cancelLabel="Keep it"
        onCancel={() => setDeleting(null)}
        actions={[{ label: "Delete preset", variant: "danger", onClick: () => deleting && void remove(deleting) }]}
      >
        <p>The runs made from it stay as they are.</p>
      </ConfirmDialog>
    </fieldset>
  );
}
