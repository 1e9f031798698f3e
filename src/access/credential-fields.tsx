import { useLingui } from "@lingui/react/macro";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { PASSWORD_MIN } from "../contract/access.ts";
import { TextField } from "./form-parts.tsx";

// The fields the access forms share: the account's email, and a new password typed twice.

/** The email an account signs in with: a password manager's "username". */
export function EmailField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}) {
  const { t } = useLingui();
  return <TextField label={t`Email`} type="email" autoComplete="username" registration={registration} error={error} />;
}

type Entry = { label: string; registration: UseFormRegisterReturn; error: FieldError | undefined };

/** A new password, with its minimum said, and the same again (the form's schema checks they match). */
export function NewPasswordFields({ password, again }: { password: Entry; again: Entry }) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        {...password}
        type="password"
        autoComplete="new-password"
        description={t`At least ${PASSWORD_MIN} characters.`}
      />
      <TextField {...again} type="password" autoComplete="new-password" />
    </>
  );
}
