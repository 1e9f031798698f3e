import { createRef } from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InI18n as I18nWrapper } from "../../test/render-translated.tsx";
import { LABEL, preview, setup } from "../../test/image-field-harness.tsx";
import { ImageField } from "./media/image-field.tsx";
import { urlNotChecked, urlPreviewFailed } from "./media/image-preview.tsx";

describe("ImageField: descriptions, errors and warnings", () => {
  it("wires the form's error and the help text to the input", () => {
    setup({ error: "first_frame_image is required", description: "The video starts from this picture." });
    const input = screen.getByRole("textbox", { name: LABEL });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(expect.stringContaining("The video starts from this picture."));
    expect(input).toHaveAccessibleDescription(expect.stringContaining("first_frame_image is required"));
    expect(input).toHaveAccessibleDescription(expect.stringContaining("JPG, PNG or WebP, under 20 MB"));
    expect(screen.getByText("first_frame_image is required").closest("ul")).toHaveClass("text-red-700");
  });

  it("is valid and quiet without an error", () => {
    const { input } = setup({ description: "Optional." });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveAccessibleDescription(expect.not.stringContaining("Error"));
  });

  it("says an image at a URL was not checked, and warns of the pixel rules its shown size breaks", () => {
    const { input } = setup({ initial: "https://example.com/small.png" });
    const img = preview()!;
    Object.defineProperty(img, "naturalWidth", { value: 240 });
    Object.defineProperty(img, "naturalHeight", { value: 320 });
    fireEvent.load(img);
    expect(screen.getByText("240 × 320 px")).toBeInTheDocument();
    const warning = screen.getByText("Use a larger image: 240 px short side; needs more than 300.");
    expect(warning.closest("ul")).toHaveClass("text-amber-800");
    expect(screen.getByText(urlNotChecked())).toBeInTheDocument();
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining("Warning: Use a larger image: 240 px short side"),
    );
  });

  it("uses the 3D limits for the 3D family", () => {
    const { input } = setup({ family: "3d", initial: "https://example.com/big.png" });
    expect(input).toHaveAccessibleDescription(expect.stringContaining("JPG, PNG, WebP or BMP, at most 10 MB"));
    const img = preview()!;
    Object.defineProperty(img, "naturalWidth", { value: 5000 });
    Object.defineProperty(img, "naturalHeight", { value: 5000 });
    fireEvent.load(img);
    expect(
      screen.getByText(
        "Use a smaller image: 5000 × 5000 px is 25,000,000 pixels; needs fewer than 4096 × 4096 (16,777,216).",
      ),
    ).toBeInTheDocument();
  });

  it("says a URL that cannot be previewed will still be sent", () => {
    const { input } = setup({ initial: "https://example.com/private.png" });
    fireEvent.error(preview()!);
    expect(screen.getByText(urlPreviewFailed())).toBeInTheDocument();
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
      { wrapper: I18nWrapper },
    );
    const input = screen.getByRole("textbox", { name: LABEL });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute("id", "first-frame");
    expect(input).toHaveAttribute("name", "first_frame_image");
    const group = screen.getByRole("group", { name: LABEL });
    expect(within(group).getByRole("button", { name: `Choose file for ${LABEL}` })).toBeInTheDocument();
  });
});
