import { screen, within } from "@testing-library/react";
import { render } from "../../../test/render-translated.tsx";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { database } from "../../../lib/db.ts";
import type { CameraView, ViewerApi, ViewTarget } from "../results/model-viewer/camera-view.ts";
import { lendViewer } from "../results/model-viewer/viewer-registry.ts";
import { LazyVerdictPanel } from "../verdict-slot/lazy-verdict-panel.tsx";
import { pinKind, viewOfCard } from "./pin-source.ts";

// A 3D card's pinned note: the view read from the card's viewer, and a fly back to it. The viewer
// here is a stand-in for the real one (three.js needs WebGL), lent the way ModelCanvas lends it.
function standInViewer(start: CameraView) {
  let view = start;
  const flights: ViewTarget[] = [];
  const api: ViewerApi = {
    getView: () => view,
    setView: (to, options) => {
      if (options?.fly) flights.push(to);
      view = { ...view, ...to };
    },
    onViewChange: () => () => undefined,
  };
  return { api, flights, orbit: (to: CameraView) => (view = to) };
}

const front: CameraView = { position: [0, 0, 3], target: [0, 0, 0], zoom: 1 };
const side: CameraView = { position: [3, 0, 0], target: [0, 0.5, 0], zoom: 1 };

describe("notes pinned to a 3D view", () => {
  it("pins the card viewer's view and flies back to it from the pin", async () => {
    const user = userEvent.setup();
    const viewer = standInViewer(front);
    render(
      <article>
        <canvas data-testid="canvas" />
        <LazyVerdictPanel taskId="t-view" pins={viewOfCard} />
      </article>,
    );
    lendViewer(screen.getByTestId("canvas"), viewer.api);
    const panel = within(await screen.findByRole("group", { name: "Verdict" }));
    await user.type(panel.getByRole("textbox", { name: "Pinned note" }), "seam on the back");
    await user.click(panel.getByRole("button", { name: "Pin to current view" }));
    const pins = await panel.findByRole("list", { name: "Pinned notes" });
    expect(pins).toHaveTextContent("3D viewseam on the back");
    const stored = await (await database()).get("verdicts", "t-view");
    expect(stored).toMatchObject({
      pins: [{ text: "seam on the back", view: { position: [0, 0, 3], target: [0, 0, 0] } }],
    });

    viewer.orbit(side);
    await user.click(within(pins).getByRole("button", { name: "Go to 3D view" }));
    expect(viewer.flights).toEqual([{ position: [0, 0, 3], target: [0, 0, 0] }]);
    expect(viewer.api.getView()).toMatchObject({ position: [0, 0, 3], target: [0, 0, 0] });
  });

  it("says the view is not ready while the card's viewer has no model", async () => {
    const user = userEvent.setup();
    render(
      <article>
        <canvas />
        <LazyVerdictPanel taskId="t-view-unready" pins={viewOfCard} />
      </article>,
    );
    const panel = within(await screen.findByRole("group", { name: "Verdict" }));
    await user.click(panel.getByRole("button", { name: "Pin to current view" }));
    expect(panel.getByRole("alert")).toHaveTextContent("The 3D view is not ready yet.");
  });

  it("pins a video's notes to time, a model's to the view, and others' to nothing", () => {
    const data = { video_urls: [], image_urls: [], audio_urls: [], file_urls: [], text: "", progress: null };
    expect(pinKind({ ...data, video_urls: ["https://x/a.mp4"] })).toBe("time");
    expect(pinKind({ ...data, file_urls: ["https://x/model.glb"] })).toBe("view");
    expect(pinKind({ ...data, image_urls: ["https://x/a.png"] })).toBeNull();
    expect(pinKind(undefined)).toBeNull();
  });
});
