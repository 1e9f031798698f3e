import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { SUBMISSION_KEY_HEADER, SUBMIT_PATH } from "../../src/contract/server-paths.ts";

/**
 * A video submission as a page of `app` sends it: from its own origin, with the sandbox's token
 * and its own idempotency key, so it goes through the workspace's journal.
 */
export function submitKeyed(app: { url: string }, key: string, prompt: string): Promise<Response> {
  return fetch(`${app.url}${SUBMIT_PATH}`, {
    method: "POST",
    headers: {
      Origin: app.url,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/json",
      Authorization: `Bearer ${SANDBOX_TOKEN}`,
      [SUBMISSION_KEY_HEADER]: key,
    },
    body: JSON.stringify({ model: "minimax/t2v-01-director", prompt }),
  });
}
