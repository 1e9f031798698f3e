import { z } from "zod/mini";

/**
 * What the page's own server says about itself at CLIENT_CONFIG_PATH: written by
 * server/app/client-config.ts, read by src/lib/server-config.ts.
 */
export const clientConfigSchema = z.looseObject({
  /** Who answers /api/v1/tasks/ on this origin. */
  api: z.enum(["sandbox", "proxy"]),
  /** True when this server adds the token itself: the page then asks for none. */
  tokenOnServer: z.boolean(),
  /** True when result files can be read through FILE_PROXY_PATH. */
  fileProxy: z.boolean(),
  /**
   * True when this server shares its workspace with its pages (server/app/workspace-routes.ts):
   * on the sandbox, or holding the token. One that passes each page's token on shares nothing:
   * its people may each have their own account with the service.
   */
  shared: z.boolean(),
  /** True when this server copies its workspace's completed tasks' files into its archive (issue 29). */
  archive: z.optional(z.boolean()),
  /** Other origins the page may call; null when no policy limits them (the dev server). */
  connectOrigins: z.nullable(z.array(z.string())),
});

/**
 * Who asks (issue 28), kept as sent (a loose object: their checks are where they are read, and
 * the start-up chunk carries no schema for them): `role` (contract/roles.ts; the page only tells a
 * viewer apart), `account` their email when signed in to an account (not the local owner).
 */
export type ClientConfig = z.infer<typeof clientConfigSchema> & { role?: unknown; account?: unknown };
