import { useId, useState, type FormEvent } from "react";
import { useConnection } from "../lib/connection-context.tsx";
import { SANDBOX_CONNECTION, baseUrlSchema, type Connection } from "../lib/connection.ts";
import { ModalDialog } from "./modal-dialog.tsx";

export function ConnectionDialog() {
  const { settings, closeSettings } = useConnection();
  const titleId = useId();
  return (
    <ModalDialog open={settings.open} onClose={closeSettings} labelledBy={titleId}>
      <ConnectionForm titleId={titleId} reason={settings.reason} />
    </ModalDialog>
  );
}

const input =
  "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100 disabled:text-slate-600";

function ConnectionForm({ titleId, reason }: { titleId: string; reason: string | null }) {
  const { connection, setConnection, closeSettings } = useConnection();
  const [draft, setDraft] = useState<Connection>(connection);
  const [showToken, setShowToken] = useState(false);
  const [urlError, setUrlError] = useState<string | null>(null);
  const ids = { url: useId(), urlError: useId(), token: useId(), tokenHelp: useId(), poll: useId(), pollHelp: useId() };
  const sandbox = draft.preset === "sandbox";

  const choose = (preset: Connection["preset"]) =>
    setDraft(
      preset === "sandbox"
        ? { ...SANDBOX_CONNECTION, remember: draft.remember }
        : { ...draft, preset, token: draft.preset === "sandbox" ? "" : draft.token },
    );

  const save = (event: FormEvent) => {
    event.preventDefault();
    const url = baseUrlSchema.safeParse(sandbox ? "" : draft.baseUrl);
    if (!url.success) return setUrlError(url.error.issues[0]?.message ?? "Invalid URL");
    setConnection({ ...draft, baseUrl: url.data, token: draft.token.trim() });
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
          <input type="radio" name="preset" checked={sandbox} onChange={() => choose("sandbox")} />
          Sandbox (built in, on this server)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="preset" checked={!sandbox} onChange={() => choose("custom")} />
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
          placeholder={sandbox ? "this server" : "https://api.example.com"}
          disabled={sandbox}
          value={sandbox ? "" : draft.baseUrl}
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
      <div>
        <label htmlFor={ids.token} className="text-sm font-medium">
          Access token
        </label>
        <div className="flex gap-2">
          <input
            id={ids.token}
            className={input}
            type={showToken ? "text" : "password"}
            autoComplete="off"
            spellCheck={false}
            value={draft.token}
            aria-describedby={ids.tokenHelp}
            onChange={(event) => setDraft({ ...draft, token: event.target.value })}
          />
          <button
            type="button"
            className="mt-1 rounded-md border border-slate-300 px-3 text-sm"
            aria-pressed={showToken}
            onClick={() => setShowToken(!showToken)}
          >
            Show token
          </button>
        </div>
        <p id={ids.tokenHelp} className="mt-1 text-xs text-slate-600">
          Sent only in the Authorization header; never in a URL, the preview or an export.
        </p>
      </div>
      <div>
        <label htmlFor={ids.poll} className="text-sm font-medium">
          Check running tasks every (seconds)
        </label>
        <input
          id={ids.poll}
          className={`${input} max-w-28`}
          type="number"
          min={1}
          max={120}
          step={1}
          value={draft.pollSeconds}
          aria-describedby={ids.pollHelp}
          onChange={(event) =>
            setDraft({ ...draft, pollSeconds: Math.min(120, Math.max(1, Math.round(Number(event.target.value)) || 1)) })
          }
        />
        <p id={ids.pollHelp} className="mt-1 text-xs text-slate-600">
          The pace for a task&apos;s first minute; long tasks are checked less often, and a hidden tab not at all.
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.remember}
          onChange={(event) => setDraft({ ...draft, remember: event.target.checked })}
        />
        Remember the token on this device
      </label>
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
