import { useMemo } from "react";
import { CopyButton } from "../../components/copy-button.tsx";
import { submitUrl } from "../../lib/api-client.ts";
import { useConnection } from "../../lib/connection-context.tsx";
import type { JsonObject } from "./extra-fields-parse.ts";
import { curlCommand, elideDataUris } from "./curl.ts";

/**
 * The exact body that Submit sends, and a cURL command for it. The token is only ever `$TOKEN`.
 * A run builder shows one per cell, each named for its cell (`label`).
 */
export function RequestPreview({
  body,
  note,
  label = "What will be sent",
}: {
  body: JsonObject;
  note?: string | null;
  label?: string;
}) {
  const { connection, server } = useConnection();
  const withToken = !(connection.preset === "server" && server?.tokenOnServer);
  const shown = useMemo(() => JSON.stringify(elideDataUris(body), null, 2), [body]);
  const baseUrl = connection.baseUrl || window.location.origin;
  return (
    <section aria-label={label} className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{label}</h3>
        <div className="flex gap-2">
          <CopyButton label="Copy JSON" text={() => JSON.stringify(body, null, 2)} />
          <CopyButton label="Copy cURL" text={() => curlCommand(baseUrl, body, { withToken })} />
        </div>
      </div>
      {note ? <p className="text-xs font-medium text-amber-900">{note}</p> : null}
      <pre
        aria-label="Request body"
        // Focusable so a keyboard can scroll it (WCAG 2.1.1, axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="max-h-72 overflow-auto rounded-md bg-slate-900 p-3 text-xs leading-relaxed break-all whitespace-pre-wrap text-slate-100"
      >
        {shown}
      </pre>
      <p className="text-xs text-slate-600">
        POST {submitUrl(baseUrl)} · {withToken ? "Authorization: Bearer $TOKEN" : "the token is added by this server"}
      </p>
    </section>
  );
}
