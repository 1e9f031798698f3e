import { formatNumber } from "../../../lib/format-number.ts";
import { t } from "@lingui/core/macro";
import { submitUrl } from "../../../contract/server-paths.ts";

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * A cURL command for the body; the token stays a shell variable so the command can be shared.
 * Through a server that adds the token itself, there is none to send.
 */
export function curlCommand(baseUrl: string, body: unknown, { withToken = true } = {}): string {
  return [
    `curl -X POST ${quote(submitUrl(baseUrl))}`,
    ...(withToken ? [`  -H "Authorization: Bearer $TOKEN"`] : []),
    `  -H 'Content-Type: application/json'`,
    `  --data-raw ${quote(JSON.stringify(body, null, 2))}`,
  ].join(" \\\n");
}

function elided(value: string): string {
  const head = value.slice(0, 48);
  const length = formatNumber(value.length);
  return t`${head}…(${length} characters)`;
}

/** For showing a body on screen: a data URI of megabytes becomes its head and size. */
export function elideDataUris(body: unknown): unknown {
  return JSON.parse(
    JSON.stringify(body, (_key, value: unknown) =>
      typeof value === "string" && value.startsWith("data:") && value.length > 120 ? elided(value) : value,
    ),
  );
}
