import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod/mini";
import { ACCESS_API, serviceTokenSchema } from "../contract/access.ts";
import { Button } from "../components/button.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { accessFetch } from "./access-client.ts";
import { accessQueries } from "./access-queries.ts";
import { formResolver } from "./field-problems.ts";
import { FormAlert, SubmitButton, TextField } from "./form-parts.tsx";
import { problemText } from "./problem-words.ts";

type TokenValues = z.infer<typeof serviceTokenSchema>;
type Change = TokenValues | { remove: true };

const resolver = formResolver(serviceTokenSchema);
const EMPTY: TokenValues = { token: "" };

/** A new service token for the workspace to keep (written, never read back), and removing the kept one (asked first). */
export function ServiceTokenForm({ removable }: { removable: boolean }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<TokenValues>({ resolver, defaultValues: EMPTY });
  const [confirming, setConfirming] = useState(false);
  const change = useMutation({
    mutationFn: (change: Change) =>
      "remove" in change
        ? accessFetch("DELETE", ACCESS_API.serviceToken)
        : accessFetch("PUT", ACCESS_API.serviceToken, change),
    // Saved, removed or refused: the status (and the log's new entry) is read again as the server has it.
    onSettled: () =>
      Promise.all(
        [accessQueries.serviceToken(), accessQueries.audit()].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
  const removing = change.variables !== undefined && "remove" in change.variables;
  const done = change.isSuccess ? (removing ? t`Token removed.` : t`Token saved.`) : null;
  const { errors } = form.formState;
  return (
    <>
      <form
        noValidate
        aria-label={t`Set the service token`}
        className="max-w-md space-y-4"
        onSubmit={form.handleSubmit((values) => {
          // The token is not kept in the page once the workspace has it.
          if (!change.isPending) change.mutate(values, { onSuccess: () => form.reset(EMPTY) });
        })}
      >
        <TextField
          label={t`New service token`}
          type="password"
          autoComplete="off"
          description={t`The workspace keeps it encrypted, and every instance of the server sends with it. It is never shown again.`}
          registration={form.register("token")}
          error={errors.token}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton
            label={change.isPending && !removing ? t`Saving the token…` : t`Save token`}
            busy={change.isPending}
          />
          {removable ? (
            <Button
              aria-disabled={change.isPending || undefined}
              onClick={() => {
                if (!change.isPending) setConfirming(true);
              }}
            >
              <Trans>Remove token</Trans>
            </Button>
          ) : null}
        </div>
      </form>
      <FormAlert message={change.isError ? problemText(change.error, "people") : null} />
      <p role="status" className="text-sm text-emerald-800 empty:hidden">
        {done}
      </p>
      <ConfirmDialog
        open={confirming}
        title={t`Remove the service token?`}
        cancelLabel={t({ message: "Cancel", context: "service token" })}
        onCancel={() => setConfirming(false)}
        actions={[
          {
            label: t({ message: "Remove", context: "service token" }),
            variant: "danger",
            onClick: () => {
              change.mutate({ remove: true });
              setConfirming(false);
            },
          },
        ]}
      >
        <Trans>
          The workspace forgets it at once. If the server's environment sets UPSTREAM_TOKEN, that token applies again;
          if not, submissions are refused until an owner sets one.
        </Trans>
      </ConfirmDialog>
    </>
  );
}
