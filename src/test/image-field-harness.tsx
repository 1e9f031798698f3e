import { render, screen } from "@testing-library/react";
import { InI18n as I18nWrapper } from "./render-translated.tsx";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { vi } from "vitest";
import type { Family } from "../contract/families.ts";
import { ImageField } from "../features/composer/media/image-field.tsx";
import { png } from "./make-images.ts";

// An ImageField holding its own value, as a form would, for the field's component tests.

export const PNG_BASE64 = png(640, 360).toString("base64");
export const PNG_URI = `data:image/png;base64,${PNG_BASE64}`;
export const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const LABEL = "First frame image";

export const pngBytes = () => Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
export const pngFile = (name = "frame.png", type = "image/png") => new File([pngBytes()], name, { type });
export const gifFile = () =>
  new File([new TextEncoder().encode("GIF89a\x01\0\x01\0\0\0\0;")], "anim.gif", { type: "image/gif" });

export function Harness(props: {
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

export function setup(
  props: Partial<Parameters<typeof Harness>[0]> = {},
  options?: Parameters<typeof userEvent.setup>[0],
) {
  const onChange = vi.fn<(value: string) => void>();
  const user = userEvent.setup(options);
  render(<Harness onChange={onChange} {...props} />, { wrapper: I18nWrapper });
  return { onChange, user, input: screen.getByRole("textbox", { name: LABEL }) };
}

export const preview = () => screen.queryByRole("img", { name: `Preview of ${LABEL}` });
export const fileInput = () => screen.getByLabelText(`${LABEL} file`);
