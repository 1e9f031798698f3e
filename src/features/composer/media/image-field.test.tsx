import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { InI18n as I18nWrapper } from "../../../test/render-translated.tsx";
import { describe, expect, it, vi } from "vitest";
import { ImageField } from "./image-field.tsx";
import {
  LABEL,
  PNG_SIGNATURE,
  PNG_URI,
  fileInput,
  gifFile,
  pngFile,
  preview,
  setup,
} from "../../../test/image-field-harness.tsx";

describe("ImageField: files", () => {
  it("reads an accepted PNG into a data URI labelled by its bytes", async () => {
    const { onChange, user, input } = setup();
    expect(fileInput()).toHaveAttribute("accept", "image/jpeg,.jpg,.jpeg,image/png,.png,image/webp,.webp");
    // Named and typed as a JPEG: the data URI must still say image/png, as the service checks.
    await user.upload(fileInput(), pngFile("frame.jpg", "image/jpeg"));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(PNG_URI));
    expect(input).toHaveValue("Embedded image: frame.jpg (PNG, 1.5 kB)");
    expect(preview()).toHaveAttribute("src", PNG_URI);
  });

  it("refuses a GIF for video, names it, and says the image at a URL stays", async () => {
    // A user may switch the file dialog to "All files"; the field must not rely on `accept`.
    const { onChange, user, input } = setup({ initial: "https://example.com/a.png" }, { applyAccept: false });
    await user.upload(fileInput(), gifFile());
    expect(await screen.findByText("Use a JPG, PNG or WebP image: anim.gif is a GIF.")).toBeInTheDocument();
    expect(screen.getByText("Kept the previous image: https://example.com/a.png.")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue("https://example.com/a.png");
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("refuses a text file chosen over a good image by its name, and says which image stays", async () => {
    const { onChange, user, input } = setup({}, { applyAccept: false });
    await user.upload(fileInput(), pngFile("cat.png"));
    await waitFor(() => expect(input).toHaveValue("Embedded image: cat.png (PNG, 1.5 kB)"));
    await user.upload(fileInput(), new File(["shopping list"], "notes.txt", { type: "text/plain" }));
    const refused = "Use a JPG, PNG or WebP image: notes.txt is not an image of a known type.";
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(screen.getByText("Kept the previous image: cat.png.")).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(`${refused} Kept the previous image: cat.png.`));
    expect(input).toHaveValue("Embedded image: cat.png (PNG, 1.5 kB)");
    expect(preview()).toHaveAttribute("src", PNG_URI);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("says nothing is kept when the field was empty", async () => {
    const { user } = setup({}, { applyAccept: false });
    await user.upload(fileInput(), new File(["x"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText(/notes\.txt is not an image/)).toBeInTheDocument();
    expect(screen.queryByText(/Kept the previous image/)).toBeNull();
  });

  it("refuses a file one byte over the limit", async () => {
    const { onChange, user } = setup();
    const big = new File([PNG_SIGNATURE, new Uint8Array(20_000_000 - PNG_SIGNATURE.length)], "huge.png", {
      type: "image/png",
    });
    await user.upload(fileInput(), big);
    expect(
      await screen.findByText("Use an image under 20,000,000 bytes (20 MB): huge.png is 20,000,000 bytes."),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("opens the file picker from a named button, by keyboard too", async () => {
    const { user } = setup();
    const button = screen.getByRole("button", { name: `Choose file for ${LABEL}` });
    expect(button).toHaveTextContent("Choose file…");
    const opened = vi.fn();
    fileInput().addEventListener("click", opened);
    await user.tab(); // the text box
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it("takes a dropped file and shows the drop target while dragging", async () => {
    const { onChange, input } = setup();
    fireEvent.dragEnter(input, { dataTransfer: { types: ["Files"], files: [] } });
    expect(screen.getByText("Drop the image to use it")).toBeInTheDocument();
    fireEvent.drop(input, { dataTransfer: { types: ["Files"], files: [pngFile("dropped.png")] } });
    expect(screen.queryByText("Drop the image to use it")).toBeNull();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(PNG_URI));
    expect(input).toHaveValue("Embedded image: dropped.png (PNG, 1.5 kB)");
  });

  it("refuses a dropped GIF", async () => {
    const { onChange, input } = setup();
    fireEvent.drop(input, { dataTransfer: { types: ["Files"], files: [gifFile()] } });
    expect(await screen.findByText("Use a JPG, PNG or WebP image: anim.gif is a GIF.")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
  it("asks for one file when several are dropped", () => {
    const { onChange, input } = setup();
    fireEvent.drop(input, { dataTransfer: { types: ["Files"], files: [pngFile("a.png"), pngFile("b.png")] } });
    expect(screen.getByText("Drop one image at a time.")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("clears a refused file's message once the user types instead", async () => {
    const { user, input } = setup({}, { applyAccept: false });
    await user.upload(fileInput(), gifFile());
    expect(await screen.findByText(/anim\.gif is a GIF/)).toBeInTheDocument();
    await user.type(input, "h");
    expect(screen.queryByText(/anim\.gif is a GIF/)).toBeNull();
  });

  it("keeps only the latest choice, and none once the field is gone", async () => {
    const { onChange, input } = setup();
    fireEvent.drop(input, { dataTransfer: { types: ["Files"], files: [pngFile("first.png")] } });
    fireEvent.drop(input, { dataTransfer: { types: ["Files"], files: [pngFile("second.png")] } });
    await waitFor(() => expect(input).toHaveValue("Embedded image: second.png (PNG, 1.5 kB)"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).toHaveBeenCalledTimes(1);

    onChange.mockClear();
    const late = vi.fn();
    const { unmount } = render(<ImageField label="Face image" family="video" value="" onChange={late} />, {
      wrapper: I18nWrapper,
    });
    fireEvent.drop(screen.getByRole("textbox", { name: "Face image" }), {
      dataTransfer: { types: ["Files"], files: [pngFile()] },
    });
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(late).not.toHaveBeenCalled();
  });
});

describe("ImageField: data URI values", () => {
  it("summarises a data URI instead of showing it, and removes it on request", async () => {
    const { onChange, user, input } = setup({ initial: PNG_URI });
    expect(input).toHaveValue("Embedded image: pasted data (PNG, 1.5 kB)");
    expect(input).toHaveAttribute("readonly");
    await user.click(screen.getByRole("button", { name: `Remove image from ${LABEL}` }));
    expect(onChange).toHaveBeenLastCalledWith("");
    expect(input).toHaveValue("");
    expect(input).not.toHaveAttribute("readonly");
    expect(input).toHaveFocus();
    expect(preview()).toBeNull();
    expect(screen.queryByRole("button", { name: /Remove image/ })).toBeNull();
  });
});
