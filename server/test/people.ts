import { expect } from "vitest";
import { ACCESS_API, meSchema, type Role } from "../../src/contract/access.ts";
import { fromPage, type TestApp } from "./app-server.ts";

// People for the access tests, made over real HTTP as a page would: the owner from the
// environment (TASKDECK_OWNER_*), others by invites. A session is the Cookie header's value.
// Every password is hashed with scrypt (~100 ms): make only the people a test needs.

export const OWNER = { email: "owner@taskdeck.test", password: "owner-password-1" };
export const PASSWORD = "a-good-password-2";

/** The first owner, made at the server's start. */
export const ownerEnv = (): Record<string, string> => ({
  TASKDECK_OWNER_EMAIL: OWNER.email,
  TASKDECK_OWNER_PASSWORD: OWNER.password,
});

type Call = { body?: unknown; session?: string | null; headers?: Record<string, string> };

/** A call from the server's own page: its origin headers, a JSON body, the session's cookie. */
export function call(app: Pick<TestApp, "url">, method: string, path: string, { body, session, headers }: Call = {}) {
  return fetch(`${app.url}${path}`, {
    method,
    headers: {
      ...fromPage(app),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(session ? { Cookie: session } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The session cookie an answer sets (`taskdeck_session=<id>`), with its attributes. */
export function sessionSet(answer: Response): { session: string; attributes: string[] } {
  const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith("taskdeck_session="));
  if (!line) throw new Error(`no session cookie in a ${answer.status} answer`);
  const [session, ...attributes] = line.split(/;\s*/);
  return { session: session!, attributes };
}

/** The session of an answer that must have made one (204 with a cookie). */
export async function sessionOf(answer: Response): Promise<string> {
  if (answer.status !== 204) throw new Error(`expected a session, got ${answer.status}: ${await answer.text()}`);
  return sessionSet(answer).session;
}

export const signingIn = (app: Pick<TestApp, "url">, email: string, password: string) =>
  call(app, "POST", ACCESS_API.signIn, { body: { email, password } });

export const signIn = async (app: Pick<TestApp, "url">, email = OWNER.email, password = OWNER.password) =>
  sessionOf(await signingIn(app, email, password));

/** A new invite's token (the part of its link after `#`), made by `owner`. */
export async function inviteToken(app: Pick<TestApp, "url">, owner: string, role: Role): Promise<string> {
  const answer = await call(app, "POST", ACCESS_API.invites, { body: { role }, session: owner });
  expect(answer.status).toBe(201);
  const { link } = (await answer.json()) as { link: string };
  return link.slice(link.indexOf("#") + 1);
}

export const joining = (app: Pick<TestApp, "url">, token: string, email: string, password = PASSWORD) =>
  call(app, "POST", ACCESS_API.join, { body: { token, email, password } });

/** Someone invited by `owner` with `role`, signed in by joining: their session. */
export async function joinAs(app: Pick<TestApp, "url">, owner: string, role: Role, email = `${role}@taskdeck.test`) {
  return sessionOf(await joining(app, await inviteToken(app, owner, role), email));
}

/** Who `session` is (null: nobody, 401). */
export async function whoIs(app: Pick<TestApp, "url">, session: string | null) {
  const answer = await call(app, "GET", ACCESS_API.me, { session });
  if (answer.status === 401) return null;
  expect(answer.status).toBe(200);
  return meSchema.parse(await answer.json());
}

/** An error answer's status and its problem's code and message. */
export async function problemOf(answer: Response) {
  const body = (await answer.json()) as { error?: { code?: string; message?: string } };
  return { status: answer.status, code: body.error?.code, message: body.error?.message };
}
