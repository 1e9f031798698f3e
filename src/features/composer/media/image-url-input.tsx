import { t } from "@lingui/core/macro";
import { useEffect, useRef, type Ref } from "react";
import { base64Head, parseImageRef, sniffImageType } from "../../../contract/image-ref.ts";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { IMAGE_TYPE_NAMES } from "../../../entities/task/checks/image-check.ts";

/** How long typing must pause before a typed URL is checked and previewed. */
export const SETTLE_MS = 700;
/** Data URIs longer than this are summarised even when they do not parse, so the box never holds megabytes. */
const LONG_DATA_URI = 1024;

/** Whether the value is shown as a summary: a data URI is never put into the text box itself. */
export function isEmbedded(value: string): boolean {
  return /^data:/i.test(value) && (parseImageRef(value) !== null || value.length > LONG_DATA_URI);
}

/** "Embedded image: photo.png (PNG, 1.2 kB)" for a data URI value. */
function summarise(value: string, fileName: string | null): string {
  const ref = parseImageRef(value);
  if (ref?.kind !== "data") {
    const size = formatBytes(value.length);
    return t`Embedded data that is not an image data URI (${size})`;
  }
  let type = t`unknown type`;
  try {
    const actual = sniffImageType(base64Head(ref.base64));
    if (actual) type = IMAGE_TYPE_NAMES[actual];
  } catch {
    // The type stays unknown; the form's check says what is wrong.
  }
  const size = formatBytes(ref.bytes);
  return fileName
    ? t`Embedded image: ${fileName} (${type}, ${size})`
    : t`Embedded image: pasted data (${type}, ${size})`;
}

type Props = {
  id: string;
  name: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  /** The file an embedded value was read from, for its summary. */
  fileName: string | null;
  invalid: boolean;
  describedBy: string;
  /** Every keystroke's value. */
  onType: (value: string) => void;
  /** Typing paused (or a value was pasted): time to check it and show a preview. */
  onSettle: () => void;
};

/**
 * The URL box. What is typed is passed on at once, but checked and previewed only after a pause
 * in typing: not per keystroke, and not on blur either, since a preview appearing as focus
 * leaves would move the page under the pointer and lose a click (on Submit, say) in progress.
 */
export function ImageUrlInput({ id, name, inputRef, value, fileName, invalid, describedBy, onType, onSettle }: Props) {
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pasting = useRef(false);
  useEffect(() => () => clearTimeout(settle.current), []);
  const embedded = isEmbedded(value);
  return (
    <input
      ref={inputRef}
      id={id}
      name={name}
      type="text"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      placeholder="https://example.com/image.jpg"
      value={embedded ? summarise(value, fileName) : value}
      readOnly={embedded}
      onChange={(event) => {
        clearTimeout(settle.current);
        onType(event.target.value.trim());
        if (pasting.current) onSettle();
        else settle.current = setTimeout(onSettle, SETTLE_MS);
        pasting.current = false;
      }}
      onPaste={() => {
        pasting.current = true;
      }}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={`min-w-0 flex-1 basis-56 rounded-md border px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 ${
        invalid ? "border-red-600" : "border-slate-300"
      } ${embedded ? "bg-slate-50 text-slate-700" : "bg-white text-slate-900"}`}
    />
  );
}
