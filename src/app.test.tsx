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

  it("shows the composer and the task deck as regions with empty states", () => {
    render(<App />);
    const composer = screen.getByRole("region", { name: "New task" });
    const deck = screen.getByRole("region", { name: "Tasks" });
    expect(within(composer).getByText("Nothing to compose yet")).toBeInTheDocument();
    expect(within(deck).getByText("No tasks yet")).toBeInTheDocument();
  });
});
