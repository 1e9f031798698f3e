import { useLingui } from "@lingui/react/macro";
import { useWatch, type UseFormRegisterReturn } from "react-hook-form";
import { Field, inputClass } from "../../components/field.tsx";
import type { Family } from "../../contract/families.ts";
import { reservedParams } from "../../entities/task/form-values.ts";
import { extrasContract, useExtrasProblem } from "./use-extras-problem.ts";

// A field every model takes (SERVICE-NOTES): an example that fits either tab.
const EXAMPLE = '{"callback_url": "https://…"}';

/** The extra-fields editor: its JSON is checked as it is typed, not only on Submit. */
export function ExtraFields({
  family,
  error,
  registration,
}: {
  family: Family;
  error?: string | undefined;
  registration: UseFormRegisterReturn<"extra">;
}) {
  const { t } = useLingui();
  const [text, model] = useWatch<{ extra: string; model: string }, ["extra", "model"]>({ name: ["extra", "model"] });
  const found = useExtrasProblem(text ?? "", family, reservedParams(family, model));
  const problem = error ?? found;
  return (
    <Field
      label={t`Extra fields (JSON)`}
      error={problem ?? undefined}
      description={t`Merged into the body for fields the form does not cover, e.g. ${EXAMPLE}.`}
    >
      {(ids) => (
        <textarea
          id={ids.control}
          rows={2}
          spellCheck={false}
          className={`${inputClass} font-mono`}
          placeholder="{}"
          aria-invalid={problem ? true : undefined}
          aria-describedby={ids.describedBy}
          {...registration}
          // Whoever comes to type extras gets the contract's checks ready.
          onFocus={extrasContract.preload}
        />
      )}
    </Field>
  );
}
