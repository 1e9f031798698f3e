import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { ACCESS_API } from "../contract/access.ts";
import { accessFetch } from "./access-client.ts";
import { accountFormSchema, formResolver, type AccountValues } from "./field-problems.ts";
import { EmailField, NewPasswordFields } from "./credential-fields.tsx";
import { FormAlert, SubmitButton } from "./form-parts.tsx";
import { problemText } from "./problem-words.ts";

const resolver = formResolver(accountFormSchema);

/**
 * A new account with the link's one-use token: the first owner's (setup) or an invite's (join,
 * whose role the invite holds). The server signs the new account in: on to the app.
 */
export function AccountForm({
  kind,
  token,
  submitLabel,
}: {
  kind: "setup" | "join";
  token: string;
  submitLabel: string;
}) {
  const { t } = useLingui();
  const form = useForm<AccountValues>({ resolver, defaultValues: { email: "", password: "", again: "" } });
  const create = useMutation({
    mutationFn: ({ email, password }: AccountValues) =>
      accessFetch("POST", kind === "setup" ? ACCESS_API.setup : ACCESS_API.join, { token, email, password }),
    onSuccess: () => window.location.assign("/"),
  });
  const going = create.isPending || create.isSuccess;
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        if (!going) create.mutate(values);
      })}
    >
      <EmailField registration={form.register("email")} error={errors.email} />
      <NewPasswordFields
        password={{ label: t`Password`, registration: form.register("password"), error: errors.password }}
        again={{ label: t`Password again`, registration: form.register("again"), error: errors.again }}
      />
      <FormAlert message={create.isError ? problemText(create.error, kind) : null} />
      <SubmitButton label={going ? t`Creating the account…` : submitLabel} busy={going} />
    </form>
  );
}
