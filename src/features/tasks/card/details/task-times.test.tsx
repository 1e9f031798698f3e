import type { ComponentProps } from "react";
import { isTerminalStatus } from "../../../../contract/status.ts";
import { screen } from "@testing-library/react";
import { render } from "../../../../test/render-translated.tsx";
import { describe, expect, it } from "vitest";
import { taskRecordSchema } from "../../../../contract/record.ts";
import { TaskTimes } from "./task-times.tsx";
import { formatDateTime } from "./time.ts";

const T0 = 1_756_000_000;
const NOW = (T0 + 100) * 1000;

const record = (fields: Record<string, unknown>) =>
  taskRecordSchema.parse({ request_id: "r1", task_id: "", action: "VIDEO_GENERATION", ...fields });

/** The <dd> that follows a term in the list. */
const value = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling;

/** TaskTimes as the card gives it: final when the record's status is. */
function Times(props: Omit<ComponentProps<typeof TaskTimes>, "final">) {
  return <TaskTimes {...props} final={props.record ? isTerminalStatus(props.record.status) : false} />;
}

describe("TaskTimes", () => {
  it("shows each time as a local date-time in a <time> element, with how long ago", () => {
    render(
      <Times
        record={record({ status: "IN_PROGRESS", submit_time: T0, start_time: T0 + 40 })}
        submittedAt={0}
        now={NOW}
      />,
    );
    const submitted = value("Submitted");
    const time = submitted?.querySelector("time");
    expect(time).toHaveAttribute("dateTime", new Date(T0 * 1000).toISOString());
    expect(time).toHaveTextContent(formatDateTime(T0 * 1000));
    expect(submitted).toHaveTextContent("1 min ago");
    expect(value("Started")).toHaveTextContent("1 min ago");
    expect(value("Finished")).toHaveTextContent("not yet");
    expect(value("Queued for")).toHaveTextContent("40 s");
    expect(value("Ran for")).toHaveTextContent("1 min");
  });

  it("ticks when re-rendered with a later now", () => {
    const running = record({ status: "IN_PROGRESS", submit_time: T0, start_time: T0 + 40 });
    const { rerender } = render(<Times record={running} submittedAt={0} now={NOW} />);
    expect(value("Ran for")).toHaveTextContent(/^1 min$/);
    rerender(<Times record={running} submittedAt={0} now={NOW + 5000} />);
    expect(value("Ran for")).toHaveTextContent(/^1 min 5 s$/);
    expect(value("Queued for")).toHaveTextContent(/^40 s$/);
  });

  it("shows 0 timestamps as not yet, and no durations that cannot be known", () => {
    render(<Times record={record({ status: "PENDING" })} submittedAt={T0 * 1000} now={NOW} />);
    expect(value("Started")).toHaveTextContent("not yet");
    expect(value("Finished")).toHaveTextContent("not yet");
    expect(screen.queryByText("Queued for")).toBeNull();
    expect(screen.queryByText("Ran for")).toBeNull();
    // The browser's own sending time stands in until the service reports one.
    expect(value("Submitted")?.querySelector("time")).toHaveAttribute("dateTime", new Date(T0 * 1000).toISOString());
  });

  it("says a time a final task never got is not recorded, rather than not yet", () => {
    render(<Times record={record({ status: "FAILED", submit_time: T0 })} submittedAt={0} now={NOW} />);
    expect(value("Started")).toHaveTextContent("not recorded");
    expect(value("Finished")).toHaveTextContent("not recorded");
  });

  it("freezes the durations of a finished task", () => {
    const done = record({ status: "COMPLETED", submit_time: T0, start_time: T0 + 10, finish_time: T0 + 210 });
    const { rerender } = render(<Times record={done} submittedAt={0} now={NOW} />);
    rerender(<Times record={done} submittedAt={0} now={NOW + 60_000} />);
    expect(value("Ran for")).toHaveTextContent(/^3 min 20 s$/);
    expect(value("Queued for")).toHaveTextContent(/^10 s$/);
  });

  it("shows only when it was sent while there is no record yet", () => {
    render(<Times record={null} submittedAt={NOW - 3000} now={NOW} />);
    expect(value("Submitted")).toHaveTextContent("just now");
    expect(screen.queryByText("Started")).toBeNull();
    expect(screen.queryByText("Finished")).toBeNull();
  });
});
