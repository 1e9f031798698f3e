import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../../../test/providers.tsx";
import { ModelPreview } from "../lazy-model-viewer.tsx";

// jsdom has no WebGL, so these cover the states before a canvas; the canvas itself is checked in Chromium.
describe("ModelPreview", () => {
  it("loads the viewer lazily, then says when a format cannot be previewed", async () => {
    const stl = `data:model/stl;base64,${btoa("solid cube\nendsolid cube\n")}`;
    render(<ModelPreview url={stl} fileName="cube.stl" requestId={null} />, { wrapper: AppProviders });
    expect(screen.getByRole("status")).toHaveTextContent("Loading the 3D viewer…");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Preview is not available for this format.");
    expect(alert).toHaveTextContent("cube.stl is not a 3D format the preview reads");
  });

  it("explains a failed download", async () => {
    // Port 9 (discard) is closed: fetch rejects the way it does for a host without CORS headers.
    render(<ModelPreview url="http://127.0.0.1:9/model.glb" fileName="model.glb" requestId={null} />, {
      wrapper: AppProviders,
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The model could not be downloaded (it may have expired: results are kept about 24 h).",
    );
    // Try again downloads afresh; this host is still closed, so the same answer comes back.
    const first = screen.getByRole("alert");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    const second = await screen.findByRole("alert");
    expect(second).not.toBe(first);
    expect(second).toHaveTextContent("The model could not be downloaded");
  });
});
