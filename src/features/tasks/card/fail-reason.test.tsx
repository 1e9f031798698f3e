import { screen } from "@testing-library/react";
import { render } from "../../../test/render-translated.tsx";
import { describe, expect, it } from "vitest";
import { FailReason } from "./fail-reason.tsx";
import { makeEntry, record as recordOf } from "../../../test/deck-entries.ts";
import { deckStatus } from "../../../entities/task/deck-status.ts";

const XSS = "<img src=x onerror=alert(1)>";

/** The status a task of this record status has (the card takes it from deckStatus). */
const statusOf = (status: string) => deckStatus(makeEntry({ record: recordOf({ request_id: "r", status }) }));

describe("FailReason", () => {
  it.each(["FAILED", "CANCELLED", "TIMEOUT"])("is shown on %s, even without a reason", (status) => {
    render(<FailReason stopped={statusOf(status).stopped} reason="" />);
    expect(screen.getByRole("group", { name: "Why it failed" })).toHaveTextContent("The service gave no reason.");
  });

  it("shows the server's text as text, never as markup", () => {
    const { container } = render(<FailReason stopped={statusOf("FAILED").stopped} reason={`Bad input ${XSS}`} />);
    expect(screen.getByRole("group", { name: "Why it failed" })).toHaveTextContent(`Bad input ${XSS}`);
    expect(container.querySelector("img")).toBeNull();
  });

  it("is not an alert: history would shout on every render", () => {
    render(<FailReason stopped={statusOf("FAILED").stopped} reason="x" />);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a reason on any other status as a message", () => {
    render(<FailReason stopped={statusOf("IN_PROGRESS").stopped} reason="retrying upstream" />);
    expect(screen.getByRole("group", { name: "Message from the service" })).toHaveTextContent("retrying upstream");
  });

  it("is absent on other statuses without a reason", () => {
    const { container } = render(<FailReason stopped={statusOf("COMPLETED").stopped} reason="  " />);
    expect(container).toBeEmptyDOMElement();
  });
});
