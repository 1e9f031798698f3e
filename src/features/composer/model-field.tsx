import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { Family } from "../../contract/families.ts";
import { Field, inputClass } from "../../components/field.tsx";
import { catalogEntry, catalogFor } from "../../contract/models.ts";
import { modelLabel } from "./model-labels.ts";

/** A combobox of the catalog's models for the mode that also takes any vendor/model-name id. */
export function ModelField({
  family,
  value,
  error,
  registration,
}: {
  family: Family;
  value: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  const { t, i18n } = useLingui();
  const listId = useId();
  const entry = catalogEntry(value);
  const description = entry
    ? [
        modelLabel(i18n, entry.id),
        entry.cameraDirectives ? t`camera moves apply` : null,
        !entry.evidence.id.confirmed ? t`id still to be confirmed on the real service: edit it if yours differs` : null,
      ]
        .filter(Boolean)
        .join(" · ")
    : t`Not in the catalog: any vendor/model-name id is accepted.`;
  return (
    <Field label={t`Model`} error={error} description={description}>
      {(ids) => (
        <>
          <input
            id={ids.control}
            list={listId}
            className={`${inputClass} font-mono`}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
            {...registration}
          />
          <datalist id={listId}>
            {catalogFor(family).map((model) => (
              <option key={model.id} value={model.id}>
                {modelLabel(i18n, model.id)}
              </option>
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
