import { useId, useState, type FormEvent } from "react";
import { useConnection } from "../lib/connection-context.tsx";
import { SERVER_CONNECTION, TIMEOUT_RANGE, baseUrlSchema, type Connection } from "../lib/connection.ts";
import { mayConnect, type ServerConfig } from "../lib/server-config.ts";
import { ModalDialog } from "./modal-dialog.tsx";
import { NumberSetting } from "./number-setting.tsx";
import { TokenField } from "./token-field.tsx";

export function ConnectionDialog() {
  const { settings, closeSettings } = useConnection();
  const titleId = useId();
  return (
    <ModalDialog open={settings.open} onClose={closeSettings} labelledBy={titleId}>
      <ConnectionForm titleId={titleId} reason={settings.reason} propose={settings.propose} />
    </ModalDialog>
  );
}

const input =
  "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100 disabled:text-slate-600";

function serverChoice(server: ServerConfig | null): string {
  if (server?.api === "proxy") return "This server, which forwards to the service";
  return "Sandbox (built in, on this server)";
}

/** The base URL as saved, or why it cannot be. */
function checkBaseUrl(draft: Connection, server: ServerConfig | null): { url: string } | { error: string } {
  if (draft.preset === "server") return { url: "" };
  const url = baseUrlSchema.safeParse(draft.baseUrl);
  if (!url.success) return { error: url.error.issues[0]?.message ?? "Invalid URL" };
  if (!mayConnect(url.data, server, window.location.origin))
    return {
      error:
        "This server's security policy lets the page reach only this server and the origins its operator allowed " +
        "(CONNECT_SRC). Ask for this one to be added, or use this server.",
    };
  return { url: url.data };
}

/**
 * Where the settings start: the connection as it is, or the service a task belongs to, with no
 * token (the one in use belongs to the other service and must not follow the switch).
 */
function startingDraft(connection: Connection, propose: { baseUrl: string } | null): Connection {
  if (!propose) return connection;
  if (propose.baseUrl === "")
    return { ...SERVER_CONNECTION, pollSeconds: connection.pollSeconds, timeoutSeconds: connection.timeoutSeconds };
  return { ...connection, preset: "custom", baseUrl: propose.baseUrl, token: "" };
}

function ConnectionForm({
  titleId,
  reason,
  propose,
}: {
  titleId: string;
  reason: string | null;
  propose: { baseUrl: string } | null;
}) {
  const { connection, server, setConnection, closeSettings } = useConnection();
  const [draft, setDraft] = useState<Connection>(() => startingDraft(connection, propose));
  const [urlError, setUrlError] = useState<string | null>(null);
  const ids = { url: useId(), urlError: useId() };
  const onServer = draft.preset === "server";
  const tokenOnServer = onServer && Boolean(server?.tokenOnServer);

  const choose = (preset: Connection["preset"]) =>
    setDraft(
      preset === "server"
        ? {
            ...SERVER_CONNECTION,
            remember: draft.remember,
            pollSeconds: draft.pollSeconds,
            timeoutSeconds: draft.timeoutSeconds,
          }
        : { ...draft, preset, token: draft.preset === "server" ? "" : draft.token },
    );

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBaseUrl(draft, server);
    if ("error" in checked) return setUrlError(checked.error);
    setConnection({ ...draft, baseUrl: checked.url, token: draft.token.trim() });
    closeSettings();
  };

  return (
    <form onSubmit={save} className="space-y-4 p-5" noValidate>
      <h2 id={titleId} className="text-lg font-semibold">
        Connection settings
      </h2>
      {reason ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {reason}
        </p>
      ) : null}
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">Service</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="preset" checked={onServer} onChange={() => choose("server")} />
          {serverChoice(server)}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="preset" checked={!onServer} onChange={() => choose("custom")} />
          Another service
        </label>
      </fieldset>
      <div>
        <label htmlFor={ids.url} className="text-sm font-medium">
          Base URL
        </label>
        <input
          id={ids.url}
          className={input}
          type="url"
          inputMode="url"
          placeholder={onServer ? "this server" : "https://api.example.com"}
          disabled={onServer}
          value={onServer ? "" : draft.baseUrl}
          aria-invalid={urlError ? true : undefined}
          aria-describedby={urlError ? ids.urlError : undefined}
          onChange={(event) => {
            setUrlError(null);
            setDraft({ ...draft, baseUrl: event.target.value });
          }}
        />
        {urlError ? (
          <p id={ids.urlError} className="mt-1 text-sm text-red-700">
            {urlError}
          </p>
        ) : null}
      </div>
      {tokenOnServer ? (
        <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
          This server adds the access token itself: this browser never holds it.
        </p>
      ) : (
        <TokenField value={draft.token} onChange={(token) => setDraft({ ...draft, token })} inputClass={input} />
      )}
      <NumberSetting
        label="Check running tasks every (seconds)"
        help="The pace for a task's first minute; long tasks are checked less often, and a hidden tab not at all."
        value={draft.pollSeconds}
        min={1}
        max={120}
        onChange={(pollSeconds) => setDraft({ ...draft, pollSeconds })}
        inputClass={input}
      />
      <NumberSetting
        label="Wait for an answer up to (seconds)"
        help="After this, a submission's outcome is unknown (it is never re-sent by itself) and a check is retried later."
        value={draft.timeoutSeconds}
        {...TIMEOUT_RANGE}
        onChange={(timeoutSeconds) => setDraft({ ...draft, timeoutSeconds })}
        inputClass={input}
      />
      {tokenOnServer ? null : (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.remember}
            onChange={(event) => setDraft({ ...draft, remember: event.target.checked })}
          />
          Remember the token on this device
        </label>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" className="rounded-md border border-slate-300 px-4 py-2 text-sm" onClick={closeSettings}>
          Cancel
        </button>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          Save
        </button>
      </div>
    </form>
  );
}
