import { useLingui } from "@lingui/react/macro";
import { Suspense, lazy, startTransition, useCallback, useRef, useState } from "react";
import { useController } from "react-hook-form";
import type { Family } from "../../contract/families.ts";
import { Field, inputClass } from "../../components/field.tsx";
import { catalogEntry } from "../../contract/models.ts";
import type { Handover } from "./model-combobox.tsx";
import { modelLabel } from "./model-labels.ts";

// The picker's list and keys are a chunk of their own, asked for when a pointer comes over the
// field or it takes the focus (not with the page: a first visit's bytes stay within budget); until
// it is in, the field is a plain text box that takes any value, and the picker then stands in for
// it, with the focus and the caret where they were (model-combobox.tsx).
const ModelCombobox = lazy(() => import("./model-combobox.tsx"));

/** The model field: what the chosen model is, and the picker of the catalog's models for the tab. */
export function ModelField({ family, error }: { family: Family; error?: string | undefined }) {
  const { t, i18n } = useLingui();
  const { field } = useController<{ model: string }, "model">({ name: "model" });
  const [wanted, setWanted] = useState(false);
  // A transition: the plain box stays (focus, caret and all) until the picker is in, never a fallback.
  const want = () => startTransition(() => setWanted(true));
  // Read as the box leaves (a ref's cleanup runs before React removes the node), not as the picker
  // renders: a transition's render and its commit may be a keystroke apart, and a Tab in between
  // would otherwise leave the focus nowhere.
  const handoverRef = useRef<Handover["current"]>(null);
  const { ref: formRef } = field;
  const plainRef = useCallback(
    (box: HTMLInputElement | null) => {
      formRef(box);
      if (!box) return;
      handoverRef.current = null;
      return () => {
        handoverRef.current = document.activeElement === box ? [box.selectionStart, box.selectionEnd] : null;
      };
    },
    [formRef],
  );
  const entry = catalogEntry(field.value);
  const description = entry
    ? modelLabel(i18n, entry.id) + (entry.cameraDirectives ? ` · ${t`camera moves apply`}` : "")
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
            ref={plainRef}
            onPointerEnter={want}
            onFocus={want}
          />
        );
        return (
          <Suspense fallback={plain}>
            {wanted ? (
              <ModelCombobox
                family={family}
                ids={ids}
                invalid={Boolean(error)}
                listLabel={t`Model`}
                handoverRef={handoverRef}
              />
            ) : (
              plain
            )}
          </Suspense>
        );
      }}
    </Field>
  );
}
