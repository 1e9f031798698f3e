import { useLingui } from "@lingui/react/macro";
import type { ArchiveReason } from "../../../../contract/archive-reason.ts";
import { archiveReasonWords } from "./archive-reason-words.ts";

/**
 * Why the workspace did not keep a task's file, in the page's language. A chunk of its own with
 * the tools' texts: few cards ever say it.
 */
export default function NotKeptLine({ reason }: { reason: ArchiveReason }) {
  const { t } = useLingui();
  const why = archiveReasonWords(reason);
  return <span className="text-xs text-amber-800">{t`Not kept by the workspace: ${why}`}</span>;
}
