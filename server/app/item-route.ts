import type { Hono } from "hono";
import type { z } from "zod/mini";
import { judgementSchema, pairKey } from "../../src/contract/judgement.ts";
import { runPresetSchema } from "../../src/contract/run-schema.ts";
import {
  ITEM_KINDS,
  itemPutSchema,
  MAX_ITEM_BYTES,
  MAX_ITEMS,
  WORKSPACE_ITEMS_PATH,
  type ItemKind,
} from "../../src/contract/shared-item.ts";
import { problemResponse } from "../http/answers.ts";
import type { AppEnv } from "../http/env.ts";
import { readJsonBody } from "../http/json-body.ts";
import { crossSiteRefusal, jsonBodyRefusal, type GuardOptions } from "../http/request-guard.ts";
import { itemsOf, keepItem } from "../workspace/items.ts";
import { CLOCK_SLACK_MS } from "./verdict-route.ts";
import { actorOf } from "../access/who.ts";
import type { SharedWorkspace } from "./workspace-routes.ts";

/** How each kind is read: its schema, the id it must be kept by, and the tasks it names (which the workspace must hold). */
type Kind<T> = { schema: z.ZodMiniType<T>; idOf(item: T): string; tasksOf(item: T): string[] };
const kind = <T>(facts: Kind<T>) => facts as Kind<unknown>;

const KINDS: Record<ItemKind, Kind<unknown>> = {
  presets: kind({ schema: runPresetSchema, idOf: (preset) => preset.id, tasksOf: () => [] }),
  judgements: kind({
    schema: judgementSchema,
    idOf: (judgement) => pairKey(judgement.a, judgement.b),
    tasksOf: (judgement) => [judgement.a, judgement.b],
  }),
};

const isKind = (name: string): name is ItemKind => (ITEM_KINDS as readonly string[]).includes(name);

const refusal = (status: 400 | 404 | 409, code: string, message: string) =>
  problemResponse(status, { type: status === 404 ? "not_found_error" : "request_error", code, message });

/**
 * `GET items/<kind>`: every item of a kind, removals included; `PUT items/<kind>/<id>`: a page's
 * item (or `{item: null}`, its removal), kept unless the workspace holds a copy as new (204 either
 * way: the page hears the newest on its stream).
 */
export function itemRoutes(app: Hono<AppEnv>, opened: Promise<SharedWorkspace>, guard: GuardOptions) {
  app.get(`${WORKSPACE_ITEMS_PATH}:kind`, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    const name = c.req.param("kind");
    if (!isKind(name)) return refusal(404, "not_found", `The workspace keeps ${ITEM_KINDS.join(" and ")}.`);
    const { database } = await opened;
    return c.json(await itemsOf(database, name), 200, { "Cache-Control": "no-store" });
  });

  app.put(`${WORKSPACE_ITEMS_PATH}:kind/:id`, async (c) => {
    const headers = c.env.incoming.headers;
    const refused = crossSiteRefusal(headers, guard) ?? jsonBodyRefusal(headers);
    if (refused) return refused;
    const name = c.req.param("kind");
    const id = c.req.param("id");
    if (!isKind(name)) return refusal(404, "not_found", `The workspace keeps ${ITEM_KINDS.join(" and ")}.`);
    if (id.length > 1000) return refusal(400, "invalid_request", "An item's id is at most 1000 characters.");
    const read = await readJsonBody(c.req.raw.body, MAX_ITEM_BYTES, itemPutSchema, {
      tooLarge: `An item is at most ${MAX_ITEM_BYTES} bytes.`,
      shape: "Not an item: send {item, updatedAt}",
    });
    if ("refused" in read) return read.refused;
    const { item, updatedAt } = read.value;
    // Stamped by the page's clock: a copy dated far ahead would win over every later one.
    if (updatedAt > Date.now() + CLOCK_SLACK_MS)
      return refusal(400, "invalid_request", "The item's updatedAt is a time in milliseconds, not later than now.");
    const facts = KINDS[name];
    const { changes, database } = await opened;
    if (item !== null) {
      const value = facts.schema.safeParse(item);
      if (!value.success) return refusal(400, "invalid_request", `Not one of the ${name} this version keeps.`);
      if (facts.idOf(value.data) !== id)
        return refusal(400, "invalid_request", "The item's id is not the one in its address.");
      const named = facts.tasksOf(value.data);
      if (named.length) {
        const held = await database.db.selectFrom("submissions").select("key").where("key", "in", named).execute();
        if (held.length < new Set(named).size)
          return refusal(
            404,
            "not_found",
            "The workspace holds not both tasks: a judgement on a browser's own task stays there.",
          );
      }
    }
    // Who kept it goes with it (issue 28); a removal is nobody's.
    const kept = await keepItem(changes.stampItem, name, id, item && { ...item, by: actorOf(c) }, updatedAt, MAX_ITEMS);
    if (kept === "full")
      return refusal(409, "too_many_items", `This workspace keeps at most ${MAX_ITEMS} ${name}: remove some first.`);
    return c.body(null, 204, { "Cache-Control": "no-store" });
  });
}
