import { t } from "@lingui/core/macro";
import { z } from "zod/mini";
import { DEFAULT_POLL_SECONDS, POLL_RANGE } from "../contract/poll-interval.ts";
import { SANDBOX_TOKEN } from "../contract/sandbox-token.ts";
import { isHttpUrl } from "../contract/urls.ts";
import type { ServerConfig } from "./server-config.ts";

export type Connection = {
  /** "server": this page's own origin, where the sandbox or the production proxy answers. */
  preset: "server" | "custom";
  /** Empty means this page's own origin. */
  baseUrl: string;
  token: string;
  /** Keep the token after the browser session ends. */
  remember: boolean;
  /** The base interval for following tasks; polling slows down from there for long tasks. */
  pollSeconds: number;
  /** How long to wait for an answer before saying there was none. */
  timeoutSeconds: number;
  /** While every tab is hidden, the leading tab checks more slowly, or not at all. */
  hiddenPolling: HiddenPolling;
};

export const HIDDEN_POLLING = ["slower", "never"] as const;
export type HiddenPolling = (typeof HIDDEN_POLLING)[number];

export const DEFAULT_TIMEOUT_SECONDS = 30;
export const TIMEOUT_RANGE = { min: 2, max: 300 };

export const SERVER_CONNECTION: Connection = {
  preset: "server",
  baseUrl: "",
  token: SANDBOX_TOKEN,
  remember: false,
  pollSeconds: DEFAULT_POLL_SECONDS,
  timeoutSeconds: DEFAULT_TIMEOUT_SECONDS,
  hiddenPolling: "slower",
};

export const baseUrlSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.refine(
      (url) => url === "" || isHttpUrl(url),
      // Worded when checked, in the language shown then.
      { error: () => t`Enter an http(s) URL, e.g. https://api.example.com, or leave it empty for this server.` },
    ),
  ),
  z.transform((url) => url.replace(/\/+$/, "")),
);

const storedSchema = z.object({
  // Before the production server, "this server" was always the sandbox.
  preset: z.pipe(
    z.enum(["server", "sandbox", "custom"]),
    z.transform((preset) => (preset === "custom" ? "custom" : "server")),
  ),
  baseUrl: baseUrlSchema,
  remember: z.boolean(),
  pollSeconds: z.catch(z.number().check(z.gte(POLL_RANGE.min), z.lte(POLL_RANGE.max)), DEFAULT_POLL_SECONDS),
  timeoutSeconds: z.catch(
    z.number().check(z.gte(TIMEOUT_RANGE.min), z.lte(TIMEOUT_RANGE.max)),
    DEFAULT_TIMEOUT_SECONDS,
  ),
  hiddenPolling: z.catch(z.enum(HIDDEN_POLLING), SERVER_CONNECTION.hiddenPolling),
});

const SETTINGS_KEY = "taskdeck.connection";
const TOKEN_KEY = "taskdeck.token";

export type Storages = { local: Storage; session: Storage };
const browserStorages = (): Storages => ({ local: localStorage, session: sessionStorage });

export function loadConnection(storages: Storages = browserStorages()): Connection {
  const stored = storedSchema.safeParse(parseJson(storages.local.getItem(SETTINGS_KEY)));
  if (!stored.success) return SERVER_CONNECTION;
  const token = (stored.data.remember ? storages.local : storages.session).getItem(TOKEN_KEY) ?? "";
  return { ...stored.data, token: token || (stored.data.preset === "server" ? SANDBOX_TOKEN : "") };
}

/** The token goes to session storage unless the user asked to be remembered on this device. */
export function saveConnection(connection: Connection, storages: Storages = browserStorages()) {
  const { token, ...settings } = connection;
  storages.local.setItem(SETTINGS_KEY, JSON.stringify(settings));
  const [keep, drop] = connection.remember ? [storages.local, storages.session] : [storages.session, storages.local];
  keep.setItem(TOKEN_KEY, token);
  drop.removeItem(TOKEN_KEY);
}

/**
 * The connection as requests use it. Through a server that holds the token, the page sends
 * none; and the sandbox's public token means nothing to a real service behind a proxy.
 */
export function effectiveConnection(connection: Connection, server: ServerConfig | null): Connection {
  if (connection.preset === "custom") return connection;
  const noToken = server?.tokenOnServer || (server?.api === "proxy" && connection.token === SANDBOX_TOKEN);
  return noToken ? { ...connection, baseUrl: "", token: "" } : { ...connection, baseUrl: "" };
}

declare const passedTheGate: unique symbol;
/** A connection endpointFor let through for a task: the only kind a task query takes. */
export type TaskEndpoint = Connection & { readonly [passedTheGate]: true };

/** A base URL as compared: "" (this page's server) stays "", else its origin and path without trailing slashes. */
export function normalBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.trim();
  if (trimmed === "" || !URL.canParse(trimmed)) return trimmed.replace(/\/+$/, "");
  const url = new URL(trimmed);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

/**
 * The one gate between a task and the token: how to reach the service a task belongs to with
 * this connection, or null when the connection points elsewhere. A task imported from another
 * service is then never asked about, so the token goes only where the user pointed it.
 */
export function endpointFor(task: { baseUrl: string }, connection: Connection): TaskEndpoint | null {
  return normalBaseUrl(task.baseUrl) === normalBaseUrl(connection.baseUrl) ? (connection as TaskEndpoint) : null;
}

/** The connection in the header: its name in the current language (call it while rendering) and its address. */
export function connectionLabel(
  connection: Connection,
  server: ServerConfig | null,
  origin: string,
): { name: string; url: string } {
  if (connection.preset === "custom") return { name: t`Custom service`, url: connection.baseUrl };
  return { name: server?.api === "proxy" ? t`Service via this server` : t`Sandbox`, url: origin };
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}
