import { useLingui } from "@lingui/react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { Button } from "../components/button.tsx";
import { Field, inputClass } from "../components/field.tsx";
import { fieldProblemText } from "./field-problems.ts";

type TextFieldProps = {
  label: string;
  type: "email" | "password";
  /** "off": a secret that is not the person's own (a service token), for no password manager to offer or keep. */
  autoComplete: "username" | "email" | "current-password" | "new-password" | "off";
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  description?: string;
};

/** A labelled input whose check finding is worded now (a language switch words it again) and tied to it. */
export function TextField({ label, type, autoComplete, registration, error, description }: TextFieldProps) {
  // Subscribed to the language: the finding's words are made at each render.
  useLingui();
  return (
    <Field label={label} description={description} error={error?.message && fieldProblemText(error.message)}>
      {(ids) => (
        <input
          id={ids.control}
          type={type}
          autoComplete={autoComplete}
          // An address or a secret is no word to check: a browser's spell checker may send it away to do so.
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={inputClass}
          {...registration}
        />
      )}
    </Field>
  );
}

/** What the server said to a form's sending, read out as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

/** A form's one action; while it is being sent it stays focusable and says so (aria-disabled). */
export function SubmitButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <Button type="submit" variant="primary" aria-disabled={busy || undefined} className="w-full sm:w-auto">
      {label}
    </Button>
  );
}
