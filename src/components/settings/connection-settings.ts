import { t } from "@lingui/core/macro";
import { z } from "zod/mini";
import {
  HIDDEN_POLLING,
  SERVER_CONNECTION,
  TIMEOUT_RANGE,
  baseUrlSchema,
  type Connection,
} from "../../lib/connection.ts";
import { RUN_PACE_RANGES, type RunPace } from "../../contract/run-pace.ts";
import { POLL_RANGE } from "../../contract/poll-interval.ts";
import { mayConnect, type ServerConfig } from "../../lib/server-config.ts";
import { parseTaskPrice } from "../../lib/task-price.ts";

// Worded when the check runs (a function, not a string made once), so an error follows a language switch.
const whole = ({ min, max }: { min: number; max: number }, seconds = false) => {
  const error = () =>
    seconds
      ? t`Enter a whole number of seconds from ${min} to ${max}.`
      : t`Enter a whole number from ${min} to ${max}.`;
  return z.number({ error }).check(z.int({ error }), z.gte(min, { error }), z.lte(max, { error }));
};
const seconds = (range: { min: number; max: number }) => whole(range, true);

/** What the settings form edits: the connection, and the pace of QA runs and the price per task (each stored apart). */
export type SettingsValues = Connection & RunPace & { taskPrice: string };

/** The settings form's schema: the base URL must be one this page may call under its server's policy. */
export function settingsSchema(server: ServerConfig | null, pageOrigin: string) {
  return z
    .object({
      preset: z.enum(["server", "custom"]),
      // A disabled field (this server) has no value.
      baseUrl: z.catch(z.string(), ""),
      token: z.string(),
      remember: z.boolean(),
      pollSeconds: seconds(POLL_RANGE),
      timeoutSeconds: seconds(TIMEOUT_RANGE),
      hiddenPolling: z.enum(HIDDEN_POLLING),
      tasksAtOnce: whole(RUN_PACE_RANGES.tasksAtOnce),
      submissionsPerMinute: whole(RUN_PACE_RANGES.submissionsPerMinute),
      taskPrice: z.string().check(
        z.refine((text) => parseTaskPrice(text) !== undefined, {
          error: () => t`Enter a price of 0 or more, e.g. 0.35, or leave it empty.`,
        }),
      ),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (values.preset === "server") return;
        const url = baseUrlSchema.safeParse(values.baseUrl);
        const problem = !url.success
          ? (url.error.issues[0]?.message ?? t`Invalid URL`)
          : mayConnect(url.data, server, pageOrigin)
            ? null
            : t`This server's security policy lets the page reach only this server and the origins its operator allowed (CONNECT_SRC). Ask for this one to be added, or use this server.`;
        if (problem) ctx.addIssue({ code: "custom", path: ["baseUrl"], message: problem });
      }),
    );
}

/** The connection as saved from the form's values. */
export function connectionFrom(values: Connection): Connection {
  if (values.preset === "server") return { ...values, baseUrl: "", token: values.token.trim() };
  return { ...values, baseUrl: baseUrlSchema.parse(values.baseUrl), token: values.token.trim() };
}

/**
 * Where the settings start: the connection as it is, or the service a task belongs to, with no
 * token (the one in use belongs to the other service and must not follow the switch).
 */
export function startingValues(connection: Connection, propose: { baseUrl: string } | null): Connection {
  if (!propose) return connection;
  const { pollSeconds, timeoutSeconds, hiddenPolling } = connection;
  if (propose.baseUrl === "") return { ...SERVER_CONNECTION, pollSeconds, timeoutSeconds, hiddenPolling };
  return { ...connection, preset: "custom", baseUrl: propose.baseUrl, token: "" };
}
