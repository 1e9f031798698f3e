import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { App } from "./app.tsx";

describe("app shell", () => {
  it("names the product and the connection it uses", () => {
    render(<App />);
    expect(screen.getByRole("heading", { level: 1, name: "Taskdeck" })).toBeInTheDocument();
    const connection = screen.getByLabelText("Connection");
    expect(connection).toHaveTextContent("Sandbox");
    expect(connection).toHaveTextContent(window.location.origin);
  });

  it("shows the composer and an empty task deck as regions", async () => {
    render(<App />);
    const composer = screen.getByRole("region", { name: "New task" });
    expect(await within(composer).findByRole("tab", { name: "Video", selected: true })).toBeInTheDocument();
    // The deck arrives as a lazy chunk that replaces its placeholder region: query it afresh.
    expect(await screen.findByText("No tasks yet")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Tasks" })).toContainElement(screen.getByText("No tasks yet"));
  });
});
