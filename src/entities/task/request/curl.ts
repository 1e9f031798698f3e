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
