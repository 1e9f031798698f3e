import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FailReason } from "./fail-reason.tsx";

const XSS = "<img src=x onerror=alert(1)>";

describe("FailReason", () => {
  it.each(["FAILED", "CANCELLED", "TIMEOUT"])("is shown on %s, even without a reason", (status) => {
    render(<FailReason status={status} reason="" />);
    expect(screen.getByRole("group", { name: "Why it failed" })).toHaveTextContent("The service gave no reason.");
  });

  it("shows the server's text as text, never as markup", () => {
    const { container } = render(<FailReason status="FAILED" reason={`Bad input ${XSS}`} />);
    expect(screen.getByRole("group", { name: "Why it failed" })).toHaveTextContent(`Bad input ${XSS}`);
    expect(container.querySelector("img")).toBeNull();
  });

  it("is not an alert: history would shout on every render", () => {
    render(<FailReason status="FAILED" reason="x" />);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a reason on any other status as a message", () => {
    render(<FailReason status="IN_PROGRESS" reason="retrying upstream" />);
    expect(screen.getByRole("group", { name: "Message from the service" })).toHaveTextContent("retrying upstream");
  });

  it("is absent on other statuses without a reason", () => {
    const { container } = render(<FailReason status="COMPLETED" reason="  " />);
    expect(container).toBeEmptyDOMElement();
  });
});
