import { z } from "zod/mini";
import { ROLES, roleAllows, type Role } from "./roles.ts";

// Who may do what in a workspace (issue 28): people, their roles, their sessions, and the routes
// and pages of signing in. Written by the server (server/access/), read by the access pages
// (src/access/) and the tests. The app's own chunks do not import it: a first visit pays nothing.

export { ROLES, roleAllows, type Role };

const API = "/__taskdeck/access/";

/** The access API: every route's path, once. */
export const ACCESS_API = {
  /** GET: who is asking (200 with `meSchema`, 401 when nobody is signed in). */
  me: `${API}me`,
  /** POST `credentialsSchema`: a session cookie (204), or 401 `sign_in_refused`, 429 `too_many_attempts`. */
  signIn: `${API}sign-in`,
  /** POST `{everywhere?: boolean}`: ends this session, or every session of this person. */
  signOut: `${API}sign-out`,
  /** POST `passwordChangeSchema`: ends this person's other sessions. */
  password: `${API}password`,
  /** POST `setupSchema`: the first owner, with the start-up log's one-time token. */
  setup: `${API}setup`,
  /** POST `joinSchema`: an account by an invite's token, with its role. */
  join: `${API}join`,
  /** POST `inviteRequestSchema` (owners): a one-use link, valid for INVITE_HOURS. */
  invites: `${API}invites`,
  /** GET (owners): `personSchema[]`; PATCH `people/<id>` `{role}`; DELETE `people/<id>`. */
  people: `${API}people`,
  /** GET (owners): `auditEntrySchema[]`, newest first; `?format=csv` for a file. */
  audit: `${API}audit`,
  /**
   * Owners. GET: `serviceTokenStatusSchema` (never the token). PUT `serviceTokenSchema`: the
   * workspace keeps it, encrypted with TASKDECK_SECRET, and every instance sends with it (204).
   * DELETE: the workspace forgets it; UPSTREAM_TOKEN, if set, applies again (204).
   */
  serviceToken: `${API}service-token`,
} as const;

export { ACCESS_PAGES } from "./access-pages.ts";

/** The problem codes of the access routes and of every route's check. */
export const ACCESS_CODES = {
  signInRequired: "sign_in_required",
  notAllowed: "role_not_allowed",
  refused: "sign_in_refused",
  tooMany: "too_many_attempts",
  setupRequired: "setup_required",
  unusableToken: "token_unusable",
  lastOwner: "last_owner",
  emailTaken: "email_taken",
  /** The service token cannot be kept here: the sandbox answers, or TASKDECK_SECRET is not set. */
  tokenNotSettable: "token_not_settable",
} as const;

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
export const INVITE_HOURS = 24;

const email = z.email().check(z.maxLength(254));
const password = z.string().check(z.minLength(PASSWORD_MIN), z.maxLength(PASSWORD_MAX));
const token = z.string().check(z.minLength(16), z.maxLength(200));

/** Signing in: any password up to the maximum is checked (an old one may be shorter than today's minimum). */
export const credentialsSchema = z.object({ email, password: z.string().check(z.maxLength(PASSWORD_MAX)) });
export const passwordChangeSchema = z.object({ current: z.string().check(z.maxLength(PASSWORD_MAX)), next: password });
export const setupSchema = z.object({ token, email, password });
export const joinSchema = z.object({ token, email, password });
export const signOutSchema = z.object({ everywhere: z.optional(z.boolean()) });
export const inviteRequestSchema = z.object({ role: z.enum(ROLES) });
export const roleChangeSchema = z.object({ role: z.enum(ROLES) });

export const personSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  createdAt: z.number(),
});
export type Person = z.infer<typeof personSchema>;

/** Who is asking: a signed-in person, or the local owner of a loopback server with no accounts. */
export const meSchema = z.object({ mode: z.enum(["local", "account"]), person: personSchema });
export type Me = z.infer<typeof meSchema>;

/** An invite made: the link's path (with its token after `#`) and when it stops working. */
export const inviteSchema = z.object({ link: z.string(), role: z.enum(ROLES), expiresAt: z.number() });

/** A bearer token's characters (RFC 6750's b64token): what an Authorization header can carry. */
export const BEARER_TOKEN = /^[\w.~+/-]+=*$/;

/** The service token an owner gives the workspace (written once, never read back). */
export const serviceTokenSchema = z.object({
  token: z.string().check(z.trim(), z.minLength(8), z.maxLength(2048), z.regex(BEARER_TOKEN)),
});

/** Where the token the server sends with comes from, and who last changed it: never the token itself. */
export const serviceTokenStatusSchema = z.object({
  /** `settings`: kept by the workspace; `environment`: UPSTREAM_TOKEN; `none`: the server holds none yet. */
  source: z.enum(["settings", "environment", "none"]),
  /** Why an owner cannot keep one here: the sandbox answers (`sandbox`), or TASKDECK_SECRET is unset (`secret`). */
  unsettable: z.nullable(z.enum(["sandbox", "secret"])),
  changedBy: z.nullable(z.string()),
  changedAt: z.nullable(z.number()),
});
export type ServiceTokenStatus = z.infer<typeof serviceTokenStatusSchema>;

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  "signed-in",
  "sign-in-refused",
  "signed-out",
  "signed-out-everywhere",
  "password-changed",
  "owner-created",
  "invite-made",
  "joined",
  "role-changed",
  "person-removed",
  "token-changed",
  "token-removed",
  "run-sent",
  "run-cancelled",
  "run-deleted",
  "share-made",
  "share-revoked",
  "queue-made",
  "queue-deleted",
  "task-deleted",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  at: z.number(),
  /** The email of who did it, "local" for the local owner, "" for nobody signed in. */
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** What it was done to, in plain words (an email, a role, a run's name). */
  detail: z.string(),
  /** The address the request came from. */
  address: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
