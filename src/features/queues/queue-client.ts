import { t } from "@lingui/core/macro";
import { readErrorBody } from "../../contract/error-body.ts";
import { QUEUES_API, queueNextPath, queuePath } from "../../contract/queue-paths.ts";
import type { NextAnswer, QueueRequest, ReviewQueue } from "../../contract/review-queues.ts";

// The review queues' routes as the page calls them. Answers are checked by hand, not with the
// contract's schemas: their zod parts would join the start-up chunk's copy of zod.

async function ask(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      credentials: "same-origin",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new Error(
      t({ context: "queue", message: "The server did not answer. Check the connection, then try again." }),
    );
  }
  if (response.status === 204) return null;
  const json: unknown = await response.json().catch(() => null);
  const status = response.status;
  if (!response.ok)
    throw new Error(
      readErrorBody(json)?.message ?? t({ context: "queue", message: `The server refused (HTTP ${status}).` }),
    );
  return json;
}

const unreadable = () => new Error(t`The server's answer could not be read.`);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === "string");

/** A queue as the server sent it, checked; anything else throws, in words. */
export function readQueue(value: unknown): ReviewQueue {
  if (!isRecord(value)) throw unreadable();
  const { id, name, madeBy, createdAt, assignees, total, done, progress } = value;
  const counts = Array.isArray(progress) ? progress.filter(isRecord) : null;
  if (typeof id !== "string" || typeof name !== "string" || typeof madeBy !== "string" || !strings(assignees))
    throw unreadable();
  if (typeof createdAt !== "number" || typeof total !== "number" || typeof done !== "number" || !counts)
    throw unreadable();
  const each = counts.map(({ person, judged }) => ({ person: String(person), judged: Number(judged) || 0 }));
  return { id, name, madeBy, createdAt, assignees, total, done, progress: each };
}

export async function listQueues(): Promise<ReviewQueue[]> {
  const json = await ask("GET", QUEUES_API.list);
  if (!Array.isArray(json)) throw unreadable();
  return json.map(readQueue);
}

export async function queuePeople(): Promise<string[]> {
  const json = await ask("GET", QUEUES_API.people);
  if (!strings(json)) throw unreadable();
  return json;
}

export const makeQueue = async (request: QueueRequest): Promise<ReviewQueue> =>
  readQueue(await ask("POST", QUEUES_API.list, request));

export const removeQueue = async (id: string): Promise<void> => void (await ask("DELETE", queuePath(id)));

export const nextItem = async (id: string): Promise<NextAnswer> => readNextAnswer(await ask("POST", queueNextPath(id)));

/** Next's answer as the server sent it, checked; anything else throws, in words. */
export function readNextAnswer(json: unknown): NextAnswer {
  if (!isRecord(json)) throw unreadable();
  if (json.item === null) return { item: null, reason: json.reason === "held" ? "held" : "done" };
  const item = json.item;
  if (!isRecord(item) || typeof item.key !== "string" || typeof json.leaseUntil !== "number") throw unreadable();
  const position = Number(item.position) || 0;
  return { item: { key: item.key, position, total: Number(item.total) || 0 }, leaseUntil: json.leaseUntil };
}
