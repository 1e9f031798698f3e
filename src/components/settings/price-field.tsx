import { useLingui } from "@lingui/react/macro";
import type { UseFormReturn } from "react-hook-form";
import { wordError } from "../../lib/field-error.ts";
import type { SettingsValues } from "./connection-settings.ts";
import { Field, inputClass } from "../field.tsx";

/**
 * The price of one task, kept in this browser for a run's cost (tasks × this price, in the run
 * builder and the run's report): empty by default, and then no cost is shown. No price is made up.
 */
export function PriceField({ form }: { form: UseFormReturn<SettingsValues> }) {
  const { t, i18n } = useLingui();
  const error = wordError(form.formState.errors.taskPrice, i18n.locale);
  return (
    <Field
      label={t`Price per task`}
      error={error}
      description={t`Only for the estimated cost (tasks × this price), in your own currency; kept in this browser. Empty: no cost is shown.`}
    >
      {(ids) => (
        <input
          id={ids.control}
          className={`${inputClass} max-w-28`}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...form.register("taskPrice")}
        />
      )}
    </Field>
  );
}
