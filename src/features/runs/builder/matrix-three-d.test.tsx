import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { clearBrowser, connectTo, renderApp, withSandbox } from "../../../test/render-app.tsx";
import { png } from "../../../test/make-images.ts";

const sandbox = withSandbox();
beforeEach(async () => {
  await clearBrowser();
  connectTo(sandbox(), { pollSeconds: 3 });
});

describe("run builder, 3D", () => {
  it("varies source images (files added as lines) and subdivision levels, naming a level the model does not offer", async () => {
    const { user } = renderApp();
    await user.click(await screen.findByRole("tab", { name: "3D" }));
    const form = await screen.findByRole("form", { name: "3D request" });
    await user.click(within(form).getByRole("switch", { name: "Matrix" }));
    await user.click(await within(form).findByRole("button", { name: "Add axis" }));
    const images = within(form).getByRole("group", { name: "Axis 1" });
    const kinds = within(images).getByRole("combobox", { name: "Axis" });
    // A 3D request's axes, and only those.
    expect(
      within(kinds)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Subdivision level", "File format", "Source images", "Model"]);
    await user.selectOptions(kinds, "Source images");
    await user.click(within(images).getByRole("textbox", { name: "Values" }));
    await user.paste("https://example.com/chair.png");
    const good = new File([new Uint8Array(png(400, 300))], "cup.png", { type: "image/png" });
    const bad = new File(["not an image"], "notes.png", { type: "image/png" });
    await user.upload(within(images).getByLabelText("Source image files"), [good, bad]);
    // The alert is always there (so it is heard): wait for what it comes to say.
    await waitFor(() => expect(within(images).getByRole("alert")).toHaveTextContent(/notes\.png: /));
    const lines = (within(images).getByRole("textbox", { name: "Values" }) as HTMLTextAreaElement).value.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe("https://example.com/chair.png");
    expect(lines[1]).toMatch(/^data:image\/png;base64,/);

    await user.click(within(form).getByRole("button", { name: "Add axis" }));
    const levels = within(form).getByRole("group", { name: "Axis 2" });
    await user.selectOptions(within(levels).getByRole("combobox", { name: "Axis" }), "Subdivision level");
    await user.click(within(levels).getByRole("textbox", { name: "Values" }));
    await user.paste("medium\nhigh");
    expect(within(form).getByRole("heading", { name: "4 tasks" })).toBeInTheDocument();
    // Each bad cell is named in the list of what blocks the run (its summary below says so too).
    const blocking = within(form)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(blocking).toContainEqual(
      expect.stringMatching(
        /Cell 2 \(Source images: https:\/\/example\.com\/chair\.png, Subdivision level: high\): .*high is not offered by this model/,
      ),
    );
    expect(blocking).toContainEqual(
      expect.stringMatching(
        /Cell 4 \(Source images: image\/png data URL, Subdivision level: high\): .*high is not offered/,
      ),
    );
    expect(within(form).getByRole("button", { name: "Send 4 tasks" })).toBeInTheDocument();
  });
});
