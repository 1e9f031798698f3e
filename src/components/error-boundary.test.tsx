import { screen } from "@testing-library/react";
import { render } from "../test/render-translated.tsx";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./error-boundary.tsx";

function Bomb({ fuse }: { fuse: { lit: boolean } }) {
  if (fuse.lit) throw new Error("<img src=x onerror=alert(1)> broke");
  return <p>All good</p>;
}

function Harness({ fuse }: { fuse: { lit: boolean } }) {
  const [, rerender] = useState(0);
  return (
    <>
      <ErrorBoundary label="The deck">
        <Bomb fuse={fuse} />
      </ErrorBoundary>
      <button onClick={() => rerender((n) => n + 1)}>outside</button>
      <p>Still here</p>
    </>
  );
}

describe("ErrorBoundary", () => {
  it("contains a crash, shows its message as text, and recovers on Try again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const fuse = { lit: true };
    render(<Harness fuse={fuse} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The deck stopped working.");
    expect(alert).toHaveTextContent("<img src=x onerror=alert(1)> broke");
    expect(alert.querySelector("img")).toBeNull();
    expect(screen.getByText("Still here")).toBeInTheDocument();
    fuse.lit = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("All good")).toBeInTheDocument();
  });
});
