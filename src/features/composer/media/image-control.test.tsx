import { zodResolver } from "@hookform/resolvers/zod";
import { InI18n } from "../../../test/render-translated.tsx";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider, useForm } from "react-hook-form";
import { useEffect, type ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../../i18n/catalogs.ts";
import { ComposerControlProvider, useComposerControl } from "../../../lib/composer-control.tsx";
import { threeDFormSchema, videoFormSchema } from "../../../entities/task/checks/form-schema.ts";
import { EMPTY_3D, EMPTY_VIDEO, type VideoFormValues } from "../../../entities/task/form-values.ts";
import { ImageControl } from "./image-control.tsx";
import { dataUriOf, png } from "../../../test/make-images.ts";

const LABEL = "First frame image";
/** As the app mounts the composer: inside Lingui's provider and the deck's channel to the composer. */
const I18nWrapper = ({ children }: { children: ReactNode }) => (
  <InI18n>
    <ComposerControlProvider>{children}</ComposerControlProvider>
  </InI18n>
);
const PNG_URI = dataUriOf("image/png", png(640, 360));
const NOT_A_REF = "Enter an http(s) URL to an image, or choose a file.";

/** The first-frame field in a form checked by the video form's own schema. */
function VideoImageForm({ initial = "" }: { initial?: string }) {
  const form = useForm<VideoFormValues>({
    resolver: zodResolver(videoFormSchema),
    defaultValues: { ...EMPTY_VIDEO, model: "minimax/i2v-01-live", first_frame_image: initial },
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
        <ImageControl name="first_frame_image" label={LABEL} family="video" />
        <button type="submit">Submit</button>
      </form>
    </FormProvider>
  );
}

function setup(initial?: string, before?: ReactNode) {
  const user = userEvent.setup();
  render(
    <>
      {before}
      <VideoImageForm initial={initial} />
    </>,
    { wrapper: I18nWrapper },
  );
  return { user, input: screen.getByRole("textbox", { name: LABEL }) };
}

const preview = () => screen.queryByRole("img", { name: `Preview of ${LABEL}` });

describe("ImageControl: the form's check, shown once", () => {
  it("previews a typed URL after a pause in typing, not on leaving the field", async () => {
    const { user, input } = setup();
    await user.type(input, "https://example.com/frame.png");
    expect(preview()).toBeNull(); // no request per keystroke
    await user.tab();
    // Leaving the field must not move the page: a click in progress elsewhere would be lost.
    expect(preview()).toBeNull();
    await waitFor(() => expect(preview()).toHaveAttribute("src", "https://example.com/frame.png"), { timeout: 2000 });
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("refuses a javascript: value once typing pauses, with a message and no image", async () => {
    const { user, input } = setup();
    await user.type(input, "javascript:alert(1)");
    expect(screen.queryByText(NOT_A_REF)).toBeNull(); // not while typing
    expect(await screen.findByText(NOT_A_REF, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(expect.stringContaining(NOT_A_REF));
    expect(document.querySelector("img")).toBeNull();
    // Corrected keystroke by keystroke once a message is on show.
    await user.clear(input);
    await user.type(input, "https://example.com/a.png");
    expect(screen.queryByText(NOT_A_REF)).toBeNull();
  });

  it("checks a pasted value at once and shows a pasted data URI as a summary", async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste("ftp://example.com/a.png");
    expect(await screen.findByText(NOT_A_REF)).toBeInTheDocument();
    await user.clear(input);
    await user.paste(PNG_URI);
    expect(input).toHaveValue("Embedded image: pasted data (PNG, 1.5 kB)");
    await waitFor(() => expect(screen.queryByText(NOT_A_REF)).toBeNull());
    expect(preview()).toHaveAttribute("src", PNG_URI);
  });

  it("shows one message for one problem, after Submit too", async () => {
    const { user } = setup("javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(screen.getAllByText(NOT_A_REF)).toHaveLength(1));
  });

  it("says at once what is wrong with an image a draft brings back, keeping megabytes out of the box", async () => {
    const { input } = setup(`data:text/plain;base64,${"A".repeat(2_000_000)}`);
    expect((input as HTMLInputElement).value.length).toBeLessThan(100);
    expect(await screen.findByText(/Paste a complete base64 image data URI/)).toBeInTheDocument();
  });

  it("asks for an image only on Submit, not while the field is empty", async () => {
    const { user } = setup();
    expect(screen.queryByText(/Add a first-frame image/)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Add a first-frame image: an http(s) URL or a file.")).toBeInTheDocument();
  });

  it("describes the family's rules from the catalog data", () => {
    render(<ThreeDImageForm />, { wrapper: I18nWrapper });
    expect(screen.getByRole("textbox", { name: "Source image" })).toHaveAccessibleDescription(
      expect.stringContaining("JPG, PNG, WebP or BMP, at most 10 MB; under 4096 × 4096 pixels in all."),
    );
  });
});

const WIDE = dataUriOf("image/png", png(2000, 300));

describe("ImageControl: every rule an image breaks", () => {
  afterEach(() => act(() => activateLocale("en")));

  it("lists a 2000 × 300 image's short side and its ratio, each with its figures", async () => {
    const { input } = setup(WIDE);
    const short = "Use a larger image: 300 px short side; needs more than 300.";
    const ratio = "Crop the image: ratio 6.7:1; at most 2.5:1.";
    expect(await screen.findByText(short)).toBeInTheDocument();
    expect(screen.getByText(ratio)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(expect.stringContaining(`${short} Error: ${ratio}`));
  });

  it("lists them in Chinese too", async () => {
    await act(() => activateLocale("zh-CN"));
    setup(WIDE);
    expect(await screen.findByText("请使用更大的图片：短边为 300 px；需要大于 300。")).toBeInTheDocument();
    expect(screen.getByText("请裁剪图片：宽高比 6.7:1；最多 2.5:1。")).toBeInTheDocument();
  });
});

/** Hands a picture over as a card's Use as input does. */
function GivePicture({ file }: { file: File }) {
  const { givePicture } = useComposerControl();
  useEffect(() => givePicture("video", file), []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

describe("ImageControl: a picture handed over", () => {
  it("names it by its file, not as pasted data, while the value is that picture", async () => {
    const frame = new File([new Uint8Array(png(640, 360))], "r42 at 1.2 s.png", { type: "image/png" });
    const { input } = setup(PNG_URI, <GivePicture file={frame} />);
    await waitFor(() => expect(input).toHaveValue("Embedded image: r42 at 1.2 s.png (PNG, 1.5 kB)"));
  });

  it("does not lend its name to another image in the field", async () => {
    const frame = new File([new Uint8Array(png(800, 450))], "r42 at 1.2 s.png", { type: "image/png" });
    const { input } = setup(PNG_URI, <GivePicture file={frame} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(input).toHaveValue("Embedded image: pasted data (PNG, 1.5 kB)");
  });
});

function ThreeDImageForm() {
  const form = useForm({ resolver: zodResolver(threeDFormSchema), defaultValues: EMPTY_3D });
  return (
    <FormProvider {...form}>
      <ImageControl name="image" label="Source image" family="3d" />
    </FormProvider>
  );
}
