import type { Person } from "../../src/contract/access.ts";
import { LOCAL_PERSON } from "../../src/contract/review.ts";

/** Who is asking: a person signed in (their session's hash), or the local owner (server/access/gate.ts). */
export type Who = { person: Person; local: boolean; sessionHash: string | null };

/** Who a record is attributed to: the person's email, or "local" (a loopback server with no accounts, or no gate). */
export const actorOf = (c: { get(key: "who"): Who | null | undefined }): string =>
  c.get("who")?.person.email ?? LOCAL_PERSON;
