import { z } from "zod/mini";

/**
 * What the page's own server says about itself at CLIENT_CONFIG_PATH: written by
 * server/app/client-config.ts, read by src/lib/server-config.ts.
 */
export const clientConfigSchema = z.object({
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
  /** Other origins the page may call; null when no policy limits them (the dev server). */
  connectOrigins: z.nullable(z.array(z.string())),
});

export type ClientConfig = z.infer<typeof clientConfigSchema>;
