import type { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { crossSiteRefusal, type GuardOptions } from "../http/request-guard.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { ARCHIVE_USAGE_PATH, type ArchiveUsageAnswer } from "../../src/contract/archive.ts";
import { archiveUsage } from "./archive-quota.ts";

// What the workspace's archive holds and its limits (src/contract/archive.ts), for the settings
// page: viewers and up (route-roles.ts), this server's own pages only, as the archive's other reads.

export function archiveUsageRoute(
  app: Hono<AppEnv>,
  opened: Promise<{ database: Pick<WorkspaceDatabase, "db"> }>,
  guard: GuardOptions,
  limits: Pick<ArchiveUsageAnswer, "quotaBytes" | "retentionDays" | "archiving">,
) {
  app.get(ARCHIVE_USAGE_PATH, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    const answer: ArchiveUsageAnswer = { ...(await archiveUsage((await opened).database)), ...limits };
    return c.json(answer, 200, { "Cache-Control": "no-store" });
  });
}
