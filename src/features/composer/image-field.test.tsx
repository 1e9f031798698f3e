import { createRef, useState } from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Family } from "../../contract/families.ts";
import { ImageField } from "./image-field.tsx";
import { URL_PREVIEW_FAILED } from "./image-preview.tsx";

const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const PNG_URI = `data:image/png;base64,${PNG_BASE64}`;
const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const LABEL = "First frame image";

const pngBytes = () => Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
const pngFile = (name = "frame.png", type = "image/png") => new File([pngBytes()], name, { type });
const gifFile = () =>
  new File([new TextEncoder().encode("GIF89a\x01\0\x01\0\0\0\0;")], "anim.gif", { type: "image/gif" });

function Harness(props: {
  initial?: string;
  family?: Family;
  error?: string;
  description?: string;
  onChange: (value: string) => void;
}) {
  const [value, setValue] = useState(props.initial ?? "");
  return (
    <ImageField
      label={LABEL}
      family={props.family ?? "video"}
      value={value}
      error={props.error}
      description={props.description}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

function setup(props: Partial<Parameters<typeof Harness>[0]> = {}, options?: Parameters<typeof userEvent.setup>[0]) {
  const onChange = vi.fn<(value: string) => void>();
  const user = userEvent.setup(options);
  render(<Harness onChange={onChange} {...props} />);
  return { onChange, user, input: screen.getByRole("textbox", { name: LABEL }) };
}

const preview = () => screen.queryByRole("img", { name: `Preview of ${LABEL}` });
const fileInput = () => screen.getByLabelText(`${LABEL} file`);

describe("ImageField: files", () => {
  it("reads an accepted PNG into a data URI labelled by its bytes", async () => {
    const { onChange, user, input } = setup();
    expect(fileInput()).toHaveAttribute("accept", "image/jpeg,.jpg,.jpeg,image/png,.png");
    // Named and typed as a JPEG: the data URI must still say image/png, as the service checks.
    await user.upload(fileInput(), pngFile("frame.jpg", "image/jpeg"));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(PNG_URI));
    expect(input).toHaveValue("Embedded image: frame.jpg (PNG, 70 B)");
    expect(preview()).toHaveAttribute("src", PNG_URI);
  });

  it("refuses a GIF for video, shows why, and keeps the value", async () => {
    // A user may switch the file dialog to "All files"; the field must not rely on `accept`.
    const { onChange, user, input } = setup({ initial: "https://example.com/a.png" }, { applyAccept: false });
    await user.upload(fileInput(), gifFile());
    expect(await screen.findByText("Use a JPG or PNG image: this file is a GIF.")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue("https://example.com/a.png");
    expect(input).toHaveAttribute("aria-invalid", "true");
  });

  it("refuses a file one byte over the limit", async () => {
    const { onChange, user } = setup();
    const big = new File([PNG_SIGNATURE, new Uint8Array(20_000_001 - PNG_SIGNATURE.length)], "huge.png", {
      type: "image/png",
    });
    await user.upload(fileInput(), big);
    expect(
      await screen.findByText("Use an image of at most 20,000,000 bytes (20 MB): this one is 20,000,001 bytes."),
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
    expect(input).toHaveValue("Embedded image: dropped.png (PNG, 70 B)");
  });

  it("refuses a dropped GIF", async () => {
    const { onChange, input } = setup();
    fireEvent.drop(input, { dataTransfer: { types: ["Files"], files: [gifFile()] } });
    expect(await screen.findByText("Use a JPG or PNG image: this file is a GIF.")).toBeInTheDocument();
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
    expect(await screen.findByText(/this file is a GIF/)).toBeInTheDocument();
    await user.type(input, "h");
    expect(screen.queryByText(/this file is a GIF/)).toBeNull();
  });

  it("keeps only the latest choice, and none once the field is gone", async () => {
    const { onChange, input } = setup();
    fireEvent.drop(input, { dataTransfer: { types: ["Files"], files: [pngFile("first.png")] } });
    fireEvent.drop(input, { dataTransfer: { types: ["Files"], files: [pngFile("second.png")] } });
    await waitFor(() => expect(input).toHaveValue("Embedded image: second.png (PNG, 70 B)"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onChange).toHaveBeenCalledTimes(1);

    onChange.mockClear();
    const late = vi.fn();
    const { unmount } = render(<ImageField label="Face image" family="video" value="" onChange={late} />);
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
    expect(input).toHaveValue("Embedded image: pasted data (PNG, 70 B)");
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

describe("ImageField: descriptions, errors and warnings", () => {
  it("wires the form's error and the help text to the input", () => {
    setup({ error: "first_frame_image is required", description: "The video starts from this picture." });
    const input = screen.getByRole("textbox", { name: LABEL });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(expect.stringContaining("The video starts from this picture."));
    expect(input).toHaveAccessibleDescription(expect.stringContaining("first_frame_image is required"));
    expect(input).toHaveAccessibleDescription(expect.stringContaining("JPG or PNG, at most 20 MB"));
    expect(screen.getByText("first_frame_image is required").closest("ul")).toHaveClass("text-red-700");
  });

  it("is valid and quiet without an error", () => {
    const { input } = setup({ description: "Optional." });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveAccessibleDescription(expect.not.stringContaining("Error"));
  });

  it("shows the loaded size and the pixel limits as warnings, not errors", () => {
    const { input } = setup({ initial: "https://example.com/small.png" });
    const img = preview()!;
    Object.defineProperty(img, "naturalWidth", { value: 240 });
    Object.defineProperty(img, "naturalHeight", { value: 320 });
    fireEvent.load(img);
    expect(screen.getByText("240 × 320 px")).toBeInTheDocument();
    const warning = screen.getByText("The short side is 240 px: MiniMax asks for more than 300 px.");
    expect(warning.closest("ul")).toHaveClass("text-amber-800");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveAccessibleDescription(expect.stringContaining("Warning: The short side is 240 px"));
  });

  it("uses the 3D limits for the 3D family", () => {
    const { input } = setup({ family: "3d", initial: "https://example.com/big.png" });
    expect(input).toHaveAccessibleDescription(expect.stringContaining("JPG, PNG, WebP or BMP, at most 10.5 MB"));
    const img = preview()!;
    Object.defineProperty(img, "naturalWidth", { value: 4096 });
    Object.defineProperty(img, "naturalHeight", { value: 2048 });
    fireEvent.load(img);
    expect(
      screen.getByText("The image is 4096 × 2048 px: Seed3D asks for less than 4096 px on each side."),
    ).toBeInTheDocument();
  });

  it("says a URL that cannot be previewed will still be sent", () => {
    const { input } = setup({ initial: "https://example.com/private.png" });
    fireEvent.error(preview()!);
    expect(screen.getByText(URL_PREVIEW_FAILED)).toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-invalid");
  });
});

describe("ImageField: form wiring", () => {
  it("forwards id, name and inputRef to the text input and groups the controls under the label", () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <ImageField
        label={LABEL}
        family="video"
        value=""
        onChange={() => {}}
        id="first-frame"
        name="first_frame_image"
        inputRef={ref}
      />,
    );
    const input = screen.getByRole("textbox", { name: LABEL });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute("id", "first-frame");
    expect(input).toHaveAttribute("name", "first_frame_image");
    const group = screen.getByRole("group", { name: LABEL });
    expect(within(group).getByRole("button", { name: `Choose file for ${LABEL}` })).toBeInTheDocument();
  });
});
