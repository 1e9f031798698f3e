import { i18n } from "@lingui/core";
import { screen, within } from "@testing-library/react";
import { render } from "../../../test/render-translated.tsx";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  NOW,
  REQUEST_ID,
  T0,
  VIDEO_BODY,
  card,
  entry,
  openDetails,
  record,
  running,
} from "../../../test/card-entries.ts";
import { NOTES } from "../../../entities/task/status-labels.ts";
import { UNKNOWN_ADVICE } from "./submission-note.tsx";
import { TaskCard } from "./task-card.tsx";

describe("TaskCard", () => {
  it("is an article titled by its prompt's first words under a level-3 heading, its mode and model beneath", () => {
    render(<TaskCard entry={running()} now={NOW} />);
    expect(card()).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "A fox runs [Tracking shot]" })).toBeInTheDocument();
    expect(card()).toHaveAccessibleName("A fox runs [Tracking shot] Video · minimax/t2v-01-director");
  });

  it("while sending: says so, shows activity, and offers no ids or raw record", () => {
    render(<TaskCard entry={entry({ state: "sending", requestId: null })} now={NOW} />);
    expect(card()).toHaveTextContent("Sending…");
    expect(screen.getByRole("progressbar", { name: "Progress" })).not.toHaveAttribute("aria-valuenow");
    expect(screen.queryByText("request_id")).toBeNull();
    expect(screen.queryByRole("button", { name: "Show raw record" })).toBeNull();
  });

  it("in progress at 45% from the outer progress string", () => {
    render(<TaskCard entry={running()} now={NOW} />);
    expect(card()).toHaveTextContent("In progress");
    expect(screen.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("aria-valuenow", "45");
    expect(screen.getByText("45%")).toBeInTheDocument();
    expect(screen.getByText("[Tracking shot]").tagName).toBe("MARK");
  });

  it("in progress at 45% from data.progress when the outer string is absent", () => {
    render(<TaskCard entry={running({ progress: undefined, data: { progress: 45 } })} now={NOW} />);
    expect(screen.getByRole("progressbar", { name: "Progress" })).toHaveAttribute("aria-valuenow", "45");
    expect(screen.getByText("45%")).toBeInTheDocument();
  });

  it("ticks: Ran for grows when re-rendered with a later now", async () => {
    const user = userEvent.setup();
    const task = running();
    const { rerender } = render(<TaskCard entry={task} now={NOW} />);
    await openDetails(user);
    const ranFor = () => screen.getByText("Ran for", { selector: "dt" }).nextElementSibling;
    expect(ranFor()).toHaveTextContent(/^1 min$/);
    rerender(<TaskCard entry={task} now={NOW + 5000} />);
    expect(ranFor()).toHaveTextContent(/^1 min 5 s$/);
  });

  it("completed: shows the result slot, the ids and the raw record", async () => {
    const user = userEvent.setup();
    const done = record({ status: "COMPLETED", start_time: T0 + 5, finish_time: T0 + 65, progress: "100%" });
    render(<TaskCard entry={entry({ record: done })} now={NOW} results={<p>the video</p>} />);
    expect(card()).toHaveTextContent("Completed");
    // No progress bar once final: the result says it all.
    expect(screen.queryByRole("progressbar", { name: "Progress" })).toBeNull();
    expect(within(card()).getByText("the video")).toBeInTheDocument();
    await openDetails(user);
    expect(screen.getByText(REQUEST_ID)).toBeInTheDocument();
    expect(screen.getByText("vendor-1")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Why it failed" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show raw record" }));
    expect(screen.getByLabelText("Raw record")).toHaveTextContent('"status": "COMPLETED"');
  });

  it("failed: shows the server's reason as text, creating no element from its markup", () => {
    const reason = "Content rejected <img src=x onerror=alert(1)>";
    const failed = record({ status: "FAILED", fail_reason: reason });
    const { container } = render(<TaskCard entry={entry({ record: failed })} now={NOW} />);
    expect(card()).toHaveTextContent("Failed");
    expect(screen.getByRole("group", { name: "Why it failed" })).toHaveTextContent(reason);
    expect(container.querySelector("img")).toBeNull();
  });

  it("shows an undocumented status raw, marked unknown, and keeps it going", () => {
    render(<TaskCard entry={entry({ record: record({ status: "paused" }) })} now={NOW} />);
    expect(card()).toHaveTextContent("PAUSED (unknown status)");
    expect(screen.getByRole("progressbar", { name: "Progress" })).not.toHaveAttribute("aria-valuenow");
  });

  it("unknown outcome: explains, and advises against resending blindly", () => {
    const error = "No answer: the connection failed or was dropped.";
    render(<TaskCard entry={entry({ state: "unknown", requestId: null, error })} now={NOW} />);
    expect(card()).toHaveTextContent("Outcome unknown");
    expect(card()).toHaveTextContent(error);
    expect(card()).toHaveTextContent(i18n._(UNKNOWN_ADVICE));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("refused: says nothing was created and why", () => {
    const error = "The service rejected the request: prompt too long";
    render(<TaskCard entry={entry({ state: "refused", requestId: null, error })} now={NOW} />);
    expect(card()).toHaveTextContent("Not created");
    expect(card()).toHaveTextContent(error);
    expect(card()).not.toHaveTextContent(i18n._(UNKNOWN_ADVICE));
  });

  it("gone: says the server no longer knows the task, and drops the stale status and progress", () => {
    render(<TaskCard entry={{ ...running(), gone: true }} now={NOW} />);
    expect(card()).toHaveTextContent(i18n._(NOTES.GONE));
    expect(card()).toHaveTextContent("Unknown to the server");
    expect(screen.queryByText("In progress")).toBeNull();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("completed, then forgotten: stays Completed, with its results, and says they may have expired", () => {
    const done = entry({ record: record({ status: "COMPLETED", progress: "100%" }), gone: true });
    render(<TaskCard entry={done} now={NOW} />);
    expect(card()).toHaveTextContent("Completed");
    expect(card()).toHaveTextContent(i18n._(NOTES.EXPIRED));
    expect(screen.queryByText("Unknown to the server")).toBeNull();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("says an empty task_id is not assigned yet, with only request_id to copy", () => {
    render(<TaskCard entry={entry({ record: record({ status: "QUEUED", task_id: "" }) })} now={NOW} />);
    expect(screen.getByText("not assigned yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /^Copy request_id/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Copy task_id/ })).toBeNull();
  });

  it("puts the poll status and the actions inside the card", () => {
    render(
      <TaskCard
        entry={running()}
        now={NOW}
        pollStatus={<p>last updated 12 s ago — retrying</p>}
        actions={<button type="button">Clone</button>}
      />,
    );
    expect(within(card()).getByText("last updated 12 s ago — retrying")).toBeInTheDocument();
    expect(within(card()).getByRole("button", { name: "Clone" })).toBeInTheDocument();
  });

  it("3D: names the mode, shows the flags as chips and the input image", () => {
    const body = {
      model: "seed3d",
      image: "https://cdn.test/chair.png",
      prompt: "--subdivisionlevel high --fileformat obj",
    };
    render(<TaskCard entry={entry({ mode: "3d", body, record: record({ status: "QUEUED" }) })} now={NOW} />);
    const article = card("3D · seed3d");
    expect(within(article).getByText("subdivision level:", { exact: false })).toHaveTextContent(
      "subdivision level: high",
    );
    expect(within(article).getByRole("img", { name: "Source image (input image)" })).toHaveAttribute(
      "src",
      "https://cdn.test/chair.png",
    );
  });

  it("never loads a source image that is not an http(s) or data: URL", () => {
    const body = { ...VIDEO_BODY, first_frame_image: "javascript:alert(1)" };
    const { container } = render(<TaskCard entry={entry({ body, record: record({ status: "QUEUED" }) })} now={NOW} />);
    expect(container.querySelector("img")).toBeNull();
    expect(within(card()).getByText("javascript:alert(1)")).toBeInTheDocument();
  });
});
