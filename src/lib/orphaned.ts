import { t } from "@lingui/core/macro";
import type { SubmitFailure } from "../contract/run.ts";

// A submission whose page closed before the answer, as the ledger finds it at load: stored as
// facts, worded on the card in the language shown (describeSubmitFailure), with this text beside
// them for the export and older versions, in the language of the moment it was found.
export const ORPHANED: SubmitFailure = {
  kind: "orphaned",
  status: null,
  said: null,
  param: null,
  detail: "",
  html: false,
};

export const orphanedNote = () =>
  t`The page closed before the service answered: the task may or may not exist. Check before sending it again.`;
