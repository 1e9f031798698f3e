import type { SubmissionState } from "../../../lib/deck-entry.ts";
import { statusInfo, submissionInfo, TONE_CLASSES, type StatusInfo } from "./status-info.ts";

function Badge({ info }: { info: StatusInfo }) {
  return (
    <span
      title={info.description}
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${TONE_CLASSES[info.tone]}`}
    >
      {info.label}
      {/* Said and shown: a raw string alone could pass for a documented state. The space is
      a text node, so the words stay apart when read aloud or copied. */}
      {info.known ? null : <span className="font-normal">{" (unknown status)"}</span>}
    </span>
  );
}

/** The task's status in words; an undocumented one is shown exactly as the service sent it. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge info={statusInfo(status)} />;
}

/** The service answered 404 for a task that had not finished: it is gone, whatever it last said. */
export function ForgottenBadge() {
  return (
    <Badge
      info={{
        label: "Unknown to the server",
        tone: "warning",
        known: true,
        terminal: true,
        description: "The service no longer knows this task.",
      }}
    />
  );
}

/** Before any record exists: what became of the submission. */
export function SubmissionBadge({ state }: { state: SubmissionState }) {
  return <Badge info={submissionInfo(state)} />;
}
