import { z } from "zod/mini";
import type { SUBMISSION_STATES } from "./history-document.ts";

// Apart from duplicate-guard.ts, whose names go with every submission: this schema is read only
// where a refusal is handled, so it is not in the page's first code.

type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** What an earlier submission may have become and still count as a duplicate: anything but refused. */
const DUPLICATE_STATES = ["sending", "accepted", "failed", "unknown"] as const satisfies readonly SubmissionState[];

/** What a `duplicate_submission` refusal tells beside its error: how long ago, and what became of it. */
export const duplicateRefusalSchema = z.object({
  duplicate: z.object({ age_ms: z.number(), state: z.enum(DUPLICATE_STATES) }),
});
export type DuplicateRefusal = z.infer<typeof duplicateRefusalSchema>["duplicate"];
