import { t } from "@lingui/core/macro";
import type { AuditAction, Role } from "../contract/access.ts";

// One table each of the words for a role and for what the audit log records, made when shown
// (in the language of that moment); a new role or action fails the type check until it has words.

export function roleName(role: Role): string {
  const names: Record<Role, string> = { viewer: t`Viewer`, reviewer: t`Reviewer`, owner: t`Owner` };
  return names[role];
}

export function auditActionName(action: AuditAction): string {
  const names: Record<AuditAction, string> = {
    "signed-in": t`Signed in`,
    "sign-in-refused": t`Sign-in refused`,
    "signed-out": t`Signed out`,
    "signed-out-everywhere": t`Signed out everywhere`,
    "password-changed": t`Changed their password`,
    "owner-created": t`Created the owner's account`,
    "invite-made": t`Made an invite link`,
    joined: t`Joined by invite`,
    "role-changed": t`Changed a role`,
    "person-removed": t`Removed someone`,
    "token-changed": t`Changed the service token`,
    "token-removed": t`Removed the service token`,
    "run-sent": t`Sent a QA run`,
    "run-cancelled": t`Cancelled a QA run`,
    "run-deleted": t`Deleted a QA run`,
    "share-made": t`Made a share link`,
    "share-revoked": t`Revoked a share link`,
    "queue-made": t`Made a review queue`,
    "queue-deleted": t`Deleted a review queue`,
    "task-deleted": t`Deleted a task from the workspace`,
  };
  return names[action];
}

/** Who did it: an email, the machine's own user on a server without accounts, or nobody signed in. */
export function auditActorName(actor: string): string {
  if (actor === "local") return t`This machine (no accounts yet)`;
  return actor || t`Nobody signed in`;
}
