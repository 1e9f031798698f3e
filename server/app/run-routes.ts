import type { Context, Hono } from "hono";
import type { z } from "zod/mini";
import { PAUSED_BY_USER, cancelRemaining, type Run } from "../../src/contract/run.ts";
import {
  MAX_RUN_BYTES,
  newRunSchema,
  runChangeSchema,
  type RunChange,
  WORKSPACE_RUNS_PATH,
} from "../../src/contract/shared-run.ts";
import { problemResponse } from "../http/answers.ts";
import type { AppEnv } from "../http/env.ts";
import { readJsonBody } from "../http/json-body.ts";
import { crossSiteRefusal, jsonBodyRefusal, type GuardOptions } from "../http/request-guard.ts";
import { isSubmissionKey } from "../workspace/submissions.ts";
import type { RunBook } from "../workspace/runs.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { audit } from "../access/audit.ts";
import { actorOf } from "../access/who.ts";

/** Who did it and from where, for the audit log. */
const actor = (c: Context<AppEnv>) => ({ actor: actorOf(c), address: c.env.incoming.socket.remoteAddress ?? "" });

const invalid = (message: string) => problemResponse(400, { type: "request_error", code: "invalid_request", message });
const noRun = () =>
  problemResponse(404, {
    type: "not_found_error",
    code: "not_found",
    message: "The workspace holds no run with this id.",
  });

/** A change a page asked for, worked out from the run as stored (two pages' changes never undo one another). */
export const applyChange =
  (change: RunChange) =>
  (run: Run): Partial<Run> => ({
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.baseline !== undefined ? { baseline: change.baseline } : {}),
    // Pause keeps a stop that came first (its reason says more); Resume clears any.
    ...(change.pause === "user" && !run.pause ? { pause: PAUSED_BY_USER } : {}),
    ...(change.pause === null ? { pause: null } : {}),
    ...(change.cancelRemaining ? cancelRemaining(run) : {}),
  });

/**
 * The workspace's runs, for its pages to make and change (its server sends their cells):
 * `PUT runs/<id>` a run as built, with its pace; `PATCH runs/<id>` a change (contract/shared-run.ts);
 * `DELETE runs/<id>`. Each answers the run as stored; every page hears of it on the stream.
 */
export function runRoutes(
  app: Hono<AppEnv>,
  opened: Promise<{ runs: RunBook; database: Pick<WorkspaceDatabase, "db"> }>,
  guard: GuardOptions,
) {
  const path = `${WORKSPACE_RUNS_PATH}:id`;
  const stored = (run: Run | undefined) =>
    run ? Response.json(run, { headers: { "Cache-Control": "no-store" } }) : noRun();

  app.put(path, async (c) => {
    const asked = await readAsked(c, newRunSchema);
    if ("refused" in asked) return asked.refused;
    const { run, pace } = asked.value;
    if (run.id !== asked.id) return invalid("The run's id is not the one in its address.");
    const { runs, database } = await opened;
    try {
      const made = await runs.create(run, pace, actorOf(c));
      await audit(database, { ...actor(c), action: "run-sent", detail: `${made.name} (${made.cells.length} cells)` });
      return stored(made);
    } catch (error) {
      return problemResponse(409, { type: "request_error", code: "conflict", message: (error as Error).message });
    }
  });

  app.patch(path, async (c) => {
    const asked = await readAsked(c, runChangeSchema);
    if ("refused" in asked) return asked.refused;
    const { runs, database } = await opened;
    const changed = await runs.change(asked.id, applyChange(asked.value));
    if (changed && asked.value.cancelRemaining)
      await audit(database, { ...actor(c), action: "run-cancelled", detail: changed.name });
    return stored(changed);
  });

  app.delete(path, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    const { runs, database } = await opened;
    const id = c.req.param("id");
    if (!(await runs.remove(id))) return noRun();
    await audit(database, { ...actor(c), action: "run-deleted", detail: id });
    return c.body(null, 204);
  });

  async function readAsked<T>(c: Context<AppEnv>, schema: z.ZodMiniType<T>) {
    const headers = c.env.incoming.headers;
    const refused = crossSiteRefusal(headers, guard) ?? jsonBodyRefusal(headers);
    if (refused) return { refused };
    const id = c.req.param("id") ?? "";
    if (!isSubmissionKey(id)) return { refused: invalid("A run's id is 8 to 128 letters, digits or . _ : -.") };
    const read = await readJsonBody(c.req.raw.body, MAX_RUN_BYTES, schema, {
      tooLarge: `A run is at most ${MAX_RUN_BYTES} bytes: send one of fewer images.`,
      shape: "Not a run's",
    });
    if ("refused" in read) return read;
    return { id, value: read.value };
  }
}
