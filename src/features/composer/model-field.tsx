import { useLingui } from "@lingui/react/macro";
import { Suspense, lazy, useState } from "react";
import { useController } from "react-hook-form";
import type { Family } from "../../contract/families.ts";
import { Field, inputClass } from "../../components/field.tsx";
import { catalogEntry } from "../../contract/models.ts";
import { modelLabel } from "./model-labels.ts";

// The picker's list and keys are a chunk of their own, asked for when a pointer comes over the
// field or a key is pressed in it (not with the page: a first visit's bytes stay within budget);
// until it is in, the field is a plain text box that takes any value, and the picker then stands
// in for it, focus included. A focus alone does not swap it: a value set at that moment would land
// in the box being replaced.
const ModelCombobox = lazy(() => import("./model-combobox.tsx").then((module) => ({ default: module.ModelCombobox })));

/** The model field: what the chosen model is, and the picker of the catalog's models for the tab. */
export function ModelField({ family, error }: { family: Family; error?: string | undefined }) {
  const { t, i18n } = useLingui();
  const { field } = useController<{ model: string }, "model">({ name: "model" });
  // Asked for by a pointer over the field, or by a key pressed in it (the picker then takes the focus).
  const [wanted, setWanted] = useState<"pointer" | "key" | null>(null);
  const entry = catalogEntry(field.value);
  const description = entry
    ? [modelLabel(i18n, entry.id), entry.cameraDirectives ? t`camera moves apply` : null].filter(Boolean).join(" · ")
    : t`Not in the catalog: any vendor/model-name id is accepted.`;
  return (
    <Field label={t`Model`} error={error} description={description}>
      {(ids) => {
        const plain = (
          <input
            id={ids.control}
            role="combobox"
            aria-expanded={false}
            aria-controls={`${ids.control}-list`}
            className={`${inputClass} font-mono`}
            aria-describedby={ids.describedBy}
            {...field}
            onPointerEnter={() => setWanted((was) => was ?? "pointer")}
            onKeyDown={() => setWanted("key")}
          />
        );
        return wanted ? (
          <Suspense fallback={plain}>
            <ModelCombobox
              family={family}
              ids={ids}
              invalid={Boolean(error)}
              listLabel={t`Model`}
              focused={wanted === "key"}
            />
          </Suspense>
        ) : (
          plain
        );
      }}
    </Field>
  );
}
