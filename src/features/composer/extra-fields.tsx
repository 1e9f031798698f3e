import type { UseFormRegisterReturn } from "react-hook-form";
import { Field, inputClass } from "../../components/field.tsx";

export function ExtraFields({
  error,
  registration,
}: {
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field
      label="Extra fields (JSON)"
      error={error}
      description='Merged into the body for fields the form does not cover, e.g. {"callback_url": "https://…", "duration": 6}.'
    >
      {(ids) => (
        <textarea
          id={ids.control}
          rows={2}
          spellCheck={false}
          className={`${inputClass} font-mono`}
          placeholder="{}"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...registration}
        />
      )}
    </Field>
  );
}
