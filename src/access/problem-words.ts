import { t } from "@lingui/core/macro";
import { ACCESS_CODES } from "../contract/access.ts";
import { formatDuration } from "../lib/format-time.ts";
import { AccessError } from "./access-client.ts";

/** Where a refusal is shown: a code can mean another thing in another form. */
export type ProblemPlace = "sign-in" | "setup" | "join" | "password" | "people" | "share";

/**
 * A refusal or failure of an access route, for people: the codes this page knows in its own
 * words, anything else in the server's own message (it is written for people too).
 */
export function problemText(error: unknown, place: ProblemPlace): string {
  if (!(error instanceof AccessError)) return t`The server's answer could not be read. Reload the page and try again.`;
  const { status, retryAfterSeconds: seconds } = error;
  if (status === 0) return t`The server did not answer. Check the connection, then try again.`;
  switch (error.code) {
    case ACCESS_CODES.refused:
      return place === "password" ? t`The current password is wrong.` : t`The email or password is wrong.`;
    case ACCESS_CODES.tooMany: {
      if (seconds === null) return t`Too many attempts. Wait a while, then try again.`;
      // The server's wait can be a quarter of an hour: "14 min 55 s" reads better than 895 seconds.
      const wait = formatDuration(seconds);
      return t`Too many attempts. Try again in ${wait}.`;
    }
    case ACCESS_CODES.unusableToken:
      return unusableLinkText(place === "setup" ? "setup" : "join");
    case ACCESS_CODES.lastOwner:
      return t`The workspace must keep an owner: make someone else an owner first.`;
    case ACCESS_CODES.setupRequired:
      return t`This workspace has no owner yet: open the setup link that the server's start-up log prints.`;
    case ACCESS_CODES.signInRequired:
      return t`You are signed out. Reload the page to sign in again.`;
    case ACCESS_CODES.notAllowed:
      return t`Your role does not allow this.`;
    case ACCESS_CODES.tokenNotSettable:
      return t`This server cannot keep a service token: the embedded sandbox answers it, or TASKDECK_SECRET is not set in its environment.`;
    default:
      return error.message || t`The server refused (HTTP ${status}).`;
  }
}

/** A setup or invite link that cannot make an account (used, expired, cut short): what to do instead. */
export function unusableLinkText(kind: "setup" | "join"): string {
  return kind === "setup"
    ? t`This setup link has been used already, or it is wrong. Restart the server: its start-up log prints a new one.`
    : t`This invite link has been used already, has expired, or is wrong. Ask an owner of the workspace for a new one.`;
}
