import { useLingui } from "@lingui/react/macro";
import type { UseFormReturn } from "react-hook-form";
import { wordError } from "../../lib/field-error.ts";
import type { SettingsValues } from "./connection-settings.ts";
import { Field, inputClass } from "../field.tsx";

type Props = {
  form: UseFormReturn<SettingsValues>;
  name: "pollSeconds" | "timeoutSeconds" | "tasksAtOnce" | "submissionsPerMinute";
  range: { min: number; max: number };
  label: string;
  description: string;
};

/** A whole number of the connection settings, within its range. */
export function NumberField({ form, name, range, label, description }: Props) {
  const { i18n } = useLingui();
  const error = wordError(form.formState.errors[name], i18n.locale);
  return (
    <Field label={label} error={error} description={description}>
      {(ids) => (
        <input
          id={ids.control}
          className={`${inputClass} max-w-28`}
          type="number"
          {...range}
          step={1}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...form.register(name, { valueAsNumber: true })}
        />
      )}
    </Field>
  );
}
