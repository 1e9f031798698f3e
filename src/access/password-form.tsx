import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { ACCESS_API } from "../contract/access.ts";
import { accessFetch } from "./access-client.ts";
import { formResolver, passwordFormSchema, type PasswordValues } from "./field-problems.ts";
import { NewPasswordFields } from "./credential-fields.tsx";
import { FormAlert, SubmitButton, TextField } from "./form-parts.tsx";
import { problemText } from "./problem-words.ts";

const resolver = formResolver(passwordFormSchema);
const EMPTY: PasswordValues = { current: "", next: "", again: "" };

/** A new password; the server ends this person's other sessions, this one stays. */
export function PasswordForm() {
  const { t } = useLingui();
  const form = useForm<PasswordValues>({ resolver, defaultValues: EMPTY });
  const change = useMutation({
    mutationFn: ({ current, next }: PasswordValues) => accessFetch("POST", ACCESS_API.password, { current, next }),
    onSuccess: () => form.reset(EMPTY),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label={t`Change your password`}
      className="max-w-md space-y-4"
      onSubmit={form.handleSubmit((values) => {
        if (!change.isPending) change.mutate(values);
      })}
    >
      <TextField
        label={t`Current password`}
        type="password"
        autoComplete="current-password"
        registration={form.register("current")}
        error={errors.current}
      />
      <NewPasswordFields
        password={{ label: t`New password`, registration: form.register("next"), error: errors.next }}
        again={{ label: t`New password again`, registration: form.register("again"), error: errors.again }}
      />
      <FormAlert message={change.isError ? problemText(change.error, "password") : null} />
      <p role="status" className="text-sm text-emerald-800 empty:hidden">
        {change.isSuccess ? <Trans>Password changed. Your other sessions are signed out.</Trans> : null}
      </p>
      <SubmitButton label={change.isPending ? t`Changing the password…` : t`Change password`} busy={change.isPending} />
    </form>
  );
}
