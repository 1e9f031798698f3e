import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { ACCESS_API } from "../contract/access.ts";
import { accessFetch } from "./access-client.ts";
import { formResolver, signInFormSchema, type SignInValues } from "./field-problems.ts";
import { EmailField } from "./credential-fields.tsx";
import { FormAlert, SubmitButton, TextField } from "./form-parts.tsx";
import { afterSignIn } from "./next-path.ts";
import { problemText } from "./problem-words.ts";

const resolver = formResolver(signInFormSchema);

/** Email and password; once the server has set the session's cookie, on to where the visitor was going. */
export function SignInForm() {
  const { t } = useLingui();
  const form = useForm<SignInValues>({ resolver, defaultValues: { email: "", password: "" } });
  const signIn = useMutation({
    mutationFn: (values: SignInValues) => accessFetch("POST", ACCESS_API.signIn, values),
    onSuccess: () => window.location.assign(afterSignIn(window.location)),
  });
  const { errors } = form.formState;
  // Still going once the answer came: the next page is loading.
  const going = signIn.isPending || signIn.isSuccess;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((values) => {
        if (!going) signIn.mutate(values);
      })}
    >
      <EmailField registration={form.register("email")} error={errors.email} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        registration={form.register("password")}
        error={errors.password}
      />
      <FormAlert message={signIn.isError ? problemText(signIn.error, "sign-in") : null} />
      <SubmitButton label={going ? t`Signing in…` : t`Sign in`} busy={going} />
    </form>
  );
}
