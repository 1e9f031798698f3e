import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { CopyButton } from "../copy-button.tsx";
import { submitUrl } from "../../contract/server-paths.ts";
import { useConnection } from "../../lib/connection-context.tsx";
import { wideScreen } from "../../lib/wide-screen.ts";
import type { JsonObject } from "../../entities/task/request/extra-fields-parse.ts";
import { elideDataUris } from "../../entities/task/request/elide-data-uris.ts";

// The header as it is sent, in no language.
// eslint-disable-next-line lingui/no-unlocalized-strings
const BEARER = "Authorization: Bearer $TOKEN";

/**
 * The exact body that Submit sends, and a cURL command for it. The token is only ever `$TOKEN`.
 * A run builder shows one per cell, each named for its cell (`label`).
 */
export function RequestPreview({ body, note, label }: { body: JsonObject; note?: string | null; label?: string }) {
  const { t } = useLingui();
  const name = label ?? t`What will be sent`;
  const { connection, server } = useConnection();
  const withToken = !(connection.preset === "server" && server?.tokenOnServer);
  const shown = useMemo(() => JSON.stringify(elideDataUris(body), null, 2), [body]);
  const baseUrl = connection.baseUrl || window.location.origin;
  // Read once: the preview renders at every key, and a media query read then costs a style check.
  const [wide] = useState(wideScreen);
  return (
    <section aria-label={name} className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{name}</h3>
        <div className="flex gap-2">
          <CopyButton label={t`Copy JSON`} text={() => JSON.stringify(body, null, 2)} />
          {/* The command's code comes with the press: few ask for it. */}
          <CopyButton
            label={t`Copy cURL`}
            text={() =>
              import("../../entities/task/request/curl.ts").then(({ curlCommand }) =>
                curlCommand(baseUrl, body, { withToken }),
              )
            }
          />
        </div>
      </div>
      {note ? <p className="text-xs font-medium text-amber-900">{note}</p> : null}
      {/* The body folded on a phone (Copy JSON and Copy cURL stay at hand); open on a wider screen. */}
      <details open={wide} className="space-y-2">
        <summary className="cursor-pointer text-xs font-medium text-brand-700 sm:hidden">
          <Trans>Show the request</Trans>
        </summary>
        <pre
          aria-label={t`Request body`}
          // Focusable so a keyboard can scroll it (WCAG 2.1.1, axe's scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="max-h-72 overflow-auto rounded-md bg-slate-900 p-3 text-xs leading-relaxed break-all whitespace-pre-wrap text-slate-100"
        >
          {shown}
        </pre>
        <p className="text-xs text-slate-600">
          POST {submitUrl(baseUrl)} · {withToken ? BEARER : <Trans>the token is added by this server</Trans>}
        </p>
      </details>
    </section>
  );
}
