import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import type { Who } from "../access/who.ts";

/** Every Hono app here runs on Node (npm start, the Vite servers, npm run sandbox, the tests); `who` asks (server/access/). */
export type AppEnv = { Bindings: HttpBindings; Variables: { who?: Who | null } };
export type AppContext = Context<AppEnv>;

/**
 * The request target exactly as the client sent it. The URL Hono routes on is already
 * normalised (`..` and `%2e%2e` resolved), so rules about what may be forwarded read this.
 */
export function rawTarget(c: AppContext): string {
  return c.env?.incoming?.url ?? new URL(c.req.url).pathname;
}
