import { z } from "zod/mini";
import { isHttpUrl } from "../contract/image-ref.ts";

export const SANDBOX_TOKEN = "sandbox-token";

export type Connection = {
  preset: "sandbox" | "custom";
  /** Empty means this page's own origin, where the sandbox (or the production proxy) answers. */
  baseUrl: string;
  token: string;
  /** Keep the token after the browser session ends. */
  remember: boolean;
  /** The base interval for following tasks; polling slows down from there for long tasks. */
  pollSeconds: number;
};

export const DEFAULT_POLL_SECONDS = 3;

export const SANDBOX_CONNECTION: Connection = {
  preset: "sandbox",
  baseUrl: "",
  token: SANDBOX_TOKEN,
  remember: false,
  pollSeconds: DEFAULT_POLL_SECONDS,
};

export const baseUrlSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.refine(
      (url) => url === "" || isHttpUrl(url),
      "Enter an http(s) URL, e.g. https://api.example.com, or leave it empty for this server.",
    ),
  ),
  z.transform((url) => url.replace(/\/+$/, "")),
);

const storedSchema = z.object({
  preset: z.enum(["sandbox", "custom"]),
  baseUrl: baseUrlSchema,
  remember: z.boolean(),
  pollSeconds: z.catch(z.number().check(z.gte(1), z.lte(120)), DEFAULT_POLL_SECONDS),
});

const SETTINGS_KEY = "taskdeck.connection";
const TOKEN_KEY = "taskdeck.token";

export type Storages = { local: Storage; session: Storage };
const browserStorages = (): Storages => ({ local: localStorage, session: sessionStorage });

export function loadConnection(storages: Storages = browserStorages()): Connection {
  const stored = storedSchema.safeParse(parseJson(storages.local.getItem(SETTINGS_KEY)));
  if (!stored.success) return SANDBOX_CONNECTION;
  const token = (stored.data.remember ? storages.local : storages.session).getItem(TOKEN_KEY) ?? "";
  return { ...stored.data, token: token || (stored.data.preset === "sandbox" ? SANDBOX_TOKEN : "") };
}

/** The token goes to session storage unless the user asked to be remembered on this device. */
export function saveConnection(connection: Connection, storages: Storages = browserStorages()) {
  const { token, ...settings } = connection;
  storages.local.setItem(SETTINGS_KEY, JSON.stringify(settings));
  const [keep, drop] = connection.remember ? [storages.local, storages.session] : [storages.session, storages.local];
  keep.setItem(TOKEN_KEY, token);
  drop.removeItem(TOKEN_KEY);
}

export function connectionLabel(connection: Connection, origin: string): { name: string; url: string } {
  const url = connection.baseUrl || origin;
  return { name: connection.preset === "sandbox" ? "Sandbox" : "Custom service", url };
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}
