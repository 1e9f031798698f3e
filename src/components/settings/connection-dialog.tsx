import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useConnection } from "../../lib/connection-context.tsx";
import { wordError } from "../../lib/field-error.ts";
import { wordedResolver } from "../../lib/worded-resolver.ts";
import { SERVER_CONNECTION, TIMEOUT_RANGE, type Connection } from "../../lib/connection.ts";
import { loadRunPace, saveRunPace } from "../../lib/run-pace-setting.ts";
import { RUN_PACE_RANGES } from "../../contract/run-pace.ts";
import { POLL_RANGE } from "../../contract/poll-interval.ts";
import { inWorkspace, type ServerConfig } from "../../lib/server-config.ts";
import { ArchiveUsage } from "./archive-usage.tsx";
import { Button } from "../button.tsx";
import { connectionFrom, settingsSchema, startingValues, type SettingsValues } from "./connection-settings.ts";
import { Field, inputClass } from "../field.tsx";
import { HiddenTabFields } from "./hidden-tab-fields.tsx";
import { NumberField } from "./number-field.tsx";
import { ModalDialog } from "../modal-dialog.tsx";
import { TokenInput } from "./token-field.tsx";
import { PriceField } from "./price-field.tsx";
import { loadTaskPrice, parseTaskPrice, saveTaskPrice } from "../../lib/task-price.ts";

export function ConnectionDialog() {
  const { settings, closeSettings } = useConnection();
  const titleId = useId();
  return (
    <ModalDialog open={settings.open} onClose={closeSettings} labelledBy={titleId}>
      <ConnectionForm titleId={titleId} reason={settings.reason} propose={settings.propose} />
    </ModalDialog>
  );
}

function ServerChoice({ server }: { server: ServerConfig | null }) {
  if (server?.api === "proxy") return <Trans>This server, which forwards to the service</Trans>;
  return <Trans>Sandbox (built in, on this server)</Trans>;
}

type Props = { titleId: string; reason: string | null; propose: { baseUrl: string } | null };

function ConnectionForm({ titleId, reason, propose }: Props) {
  const { connection, server, setConnection, closeSettings } = useConnection();
  const { t, i18n } = useLingui();
  const form = useForm<SettingsValues>({
    // A field is checked once left, then as it is corrected: a URL that is not http(s) is
    // flagged as it is typed, not only on Save.
    mode: "onTouched",
    resolver: wordedResolver(settingsSchema(server, window.location.origin)),
    defaultValues: {
      ...startingValues(connection, propose),
      ...loadRunPace(),
      taskPrice: String(loadTaskPrice() ?? ""),
    },
  });
  const { register, control, setValue, formState } = form;
  const onServer = useWatch({ control, name: "preset" }) === "server";
  const tokenOnServer = onServer && Boolean(server?.tokenOnServer);
  const baseUrlError = wordError(formState.errors.baseUrl, i18n.locale);

  // Another service never gets this server's token, and this server gets its own back.
  const choose = (preset: Connection["preset"]) => {
    setValue("preset", preset);
    setValue("token", preset === "server" ? SERVER_CONNECTION.token : "");
    if (preset === "server") setValue("baseUrl", "");
  };
  const save = form.handleSubmit(({ tasksAtOnce, submissionsPerMinute, taskPrice, ...values }) => {
    saveRunPace({ tasksAtOnce, submissionsPerMinute });
    saveTaskPrice(parseTaskPrice(taskPrice) ?? null);
    setConnection(connectionFrom(values));
    closeSettings();
  });

  return (
    <form onSubmit={save} className="space-y-4 p-5" noValidate>
      <h2 id={titleId} className="text-lg font-semibold">
        <Trans context="dialog title">Connection settings</Trans>
      </h2>
      {reason ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {reason}
        </p>
      ) : null}
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">
          <Trans>Service</Trans>
        </legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" checked={onServer} onChange={() => choose("server")} />
          <ServerChoice server={server} />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" checked={!onServer} onChange={() => choose("custom")} />
          <Trans>Another service</Trans>
        </label>
      </fieldset>
      <Field label={t`Base URL`} error={baseUrlError}>
        {(ids) => (
          <input
            id={ids.control}
            className={`${inputClass} disabled:bg-slate-100 disabled:text-slate-600`}
            type="url"
            inputMode="url"
            placeholder={onServer ? t`this server` : "https://api.example.com"}
            aria-invalid={baseUrlError ? true : undefined}
            aria-describedby={ids.describedBy}
            {...register("baseUrl", { disabled: onServer })}
          />
        )}
      </Field>
      {tokenOnServer ? (
        <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
          <Trans>This server adds the access token itself: this browser never holds it.</Trans>
        </p>
      ) : (
        <Field
          label={t`Access token`}
          description={t`Sent only in the Authorization header; never in a URL, the preview or an export.`}
        >
          {(ids) => (
            <Controller
              control={control}
              name="token"
              render={({ field }) => (
                <TokenInput
                  id={ids.control}
                  describedBy={ids.describedBy}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          )}
        </Field>
      )}
      <NumberField
        form={form}
        name="pollSeconds"
        range={POLL_RANGE}
        label={t`Check running tasks every (seconds)`}
        description={t`The pace for a task's first minute; long tasks are checked less often.`}
      />
      <HiddenTabFields register={register} />
      <NumberField
        form={form}
        name="timeoutSeconds"
        range={TIMEOUT_RANGE}
        label={t`Wait for an answer up to (seconds)`}
        description={t`After this, a submission's outcome is unknown (it is never re-sent by itself) and a check is retried later.`}
      />
      <fieldset className="space-y-4">
        <legend className="text-sm font-medium">
          <Trans context="settings">QA runs</Trans>
        </legend>
        <NumberField
          form={form}
          name="tasksAtOnce"
          range={RUN_PACE_RANGES.tasksAtOnce}
          label={t`Tasks at once`}
          description={t`A run sends its next cell only while fewer than this many await the service's answer.`}
        />
        <NumberField
          form={form}
          name="submissionsPerMinute"
          range={RUN_PACE_RANGES.submissionsPerMinute}
          label={t`Submissions a minute`}
          description={t`A run never sends more than this many cells in any minute.`}
        />
        <PriceField form={form} />
      </fieldset>
      {inWorkspace(server, connection) ? <ArchiveUsage /> : null}
      {tokenOnServer ? null : (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register("remember")} />
          <Trans>Remember the token on this device</Trans>
        </label>
      )}
      <div className="flex justify-end gap-2">
        <Button onClick={closeSettings}>
          <Trans context="settings">Cancel</Trans>
        </Button>
        <Button type="submit" variant="primary">
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
