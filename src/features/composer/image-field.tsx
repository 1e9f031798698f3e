import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type Ref } from "react";
import { assignRef } from "../../components/refs.ts";
import type { Family } from "../../contract/families.ts";
import { base64Head, parseImageRef, sniffImageType } from "../../contract/image-ref.ts";
import {
  IMAGE_TYPE_NAMES,
  allowedTypesText,
  checkImageFile,
  checkImageRefText,
  formatBytes,
  formatLimit,
  imageAccept,
  pixelWarnings,
} from "./image-check.ts";

export type ImageFieldProps = {
  label: string;
  family: Family;
  /** An http(s) URL, a `data:image/<type>;base64,…` URI, or "" for none. */
  value: string;
  onChange: (value: string) => void;
  /** The form's message for this field (e.g. "first_frame_image is required"). */
  error?: string;
  description?: string;
  /** Given to the text input, so a form can point at it (`setFocus`, `<label for>`, error summaries). */
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
};

export const URL_PREVIEW_FAILED = "The image could not be loaded for a preview; it will still be sent as a URL.";
export const DATA_PREVIEW_FAILED = "The image could not be decoded for a preview: check that the file is not damaged.";
/** Data URIs longer than this are summarised even when they do not parse, so the text box never holds megabytes. */
const LONG_DATA_URI = 1024;
/** How long typing must pause before a typed URL is checked and previewed. */
const SETTLE_MS = 700;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

/** "photo.png (PNG, 1.2 MB)" for a data URI value, which is never put into the text box itself. */
function summarise(value: string, fileName: string | null, family: Family): string {
  const ref = parseImageRef(value);
  if (ref?.kind !== "data") return `Embedded data that is not an image data URI (${formatBytes(value.length, family)})`;
  let type: string = "unknown type";
  try {
    const actual = sniffImageType(base64Head(ref.base64));
    if (actual) type = IMAGE_TYPE_NAMES[actual];
  } catch {
    // The type stays unknown; checkImageRefText says what is wrong.
  }
  return `Embedded image: ${fileName ?? "pasted data"} (${type}, ${formatBytes(ref.bytes, family)})`;
}

/**
 * A source image for a generation request, as an http(s) URL or a base64 data URI: type or paste a URL, choose a
 * file, or drop one on the field. Files are checked (type by their bytes, size by the family's limit) before they
 * are read; only an accepted file reaches `onChange`, as a data URI whose declared type is the one its bytes show.
 */
export function ImageField({
  label,
  family,
  value,
  onChange,
  error,
  description,
  id,
  name,
  inputRef,
}: ImageFieldProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const labelId = `${autoId}-label`;
  const descriptionId = `${autoId}-description`;
  const hintId = `${autoId}-hint`;
  const errorsId = `${autoId}-errors`;
  const warningsId = `${autoId}-warnings`;

  const textInput = useRef<HTMLInputElement | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const readCount = useRef(0);
  const pasting = useRef(false);

  /** True while the user types a fresh value: its problems and preview wait for a pause in typing. */
  const [typing, setTyping] = useState(false);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [picked, setPicked] = useState<{ dataUri: string; name: string } | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [natural, setNatural] = useState<{ src: string; width: number; height: number } | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  // A read that finishes after the field is gone must not call onChange.
  useEffect(() => {
    const reads = readCount;
    return () => {
      reads.current++;
      clearTimeout(settle.current);
    };
  }, []);

  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      textInput.current = node;
      assignRef(inputRef, node);
    },
    [inputRef],
  );

  const ref = parseImageRef(value);
  const embedded = /^data:/i.test(value) && (ref !== null || value.length > LONG_DATA_URI);
  const textErrors = typing ? [] : checkImageRefText(value, family);
  // The form checks with checkImageRefText too: a problem both see is shown once.
  const errors = [...new Set([...(error ? [error] : []), ...fileErrors, ...textErrors])];
  const previewSrc = ref && !typing ? value : null;
  const size = natural && natural.src === previewSrc ? natural : null;
  const warnings = [
    ...(size ? pixelWarnings(size.width, size.height, family) : []),
    ...(previewSrc && failedSrc === previewSrc ? [ref?.kind === "url" ? URL_PREVIEW_FAILED : DATA_PREVIEW_FAILED] : []),
  ];
  const describedBy = [
    description ? descriptionId : null,
    hintId,
    errors.length ? errorsId : null,
    warnings.length ? warningsId : null,
  ]
    .filter(Boolean)
    .join(" ");

  function handleTextChange(event: ChangeEvent<HTMLInputElement>) {
    const next = event.target.value.trim();
    clearTimeout(settle.current);
    if (pasting.current) setTyping(false);
    // Problems already on show stay live while they are being corrected.
    else if (textErrors.length === 0) {
      setTyping(true);
      // Not on blur: a preview appearing as focus leaves would move the page under the
      // pointer between mousedown and mouseup, and the click (say, on Submit) would be lost.
      settle.current = setTimeout(() => setTyping(false), SETTLE_MS);
    }
    pasting.current = false;
    setFileErrors([]);
    onChange(next);
  }

  async function takeFile(file: File) {
    const read = ++readCount.current;
    const current = () => read === readCount.current;
    setFileErrors([]);
    setReading(file.name);
    try {
      const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
      const problems = checkImageFile(file, head, family);
      if (!current()) return;
      if (problems.length) {
        setFileErrors(problems);
        return;
      }
      const dataUrl = await readAsDataUrl(file);
      if (!current()) return;
      // FileReader labels the data with the file's declared type (which may be wrong or empty); the service wants
      // the label to match the bytes.
      const dataUri = `data:image/${sniffImageType(head)};base64,${dataUrl.slice(dataUrl.indexOf(",") + 1)}`;
      setPicked({ dataUri, name: file.name });
      setTyping(false);
      onChange(dataUri);
    } catch {
      if (current()) setFileErrors([`Choose the file again: ${file.name} could not be read.`]);
    } finally {
      if (current()) setReading(null);
    }
  }

  function handleFileInput(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // so choosing the same file again is a change
    if (file) void takeFile(file);
  }

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const files = event.dataTransfer?.files;
    if (!files || files.length === 0) return;
    const file = files[0];
    if (files.length > 1 || !file) {
      setFileErrors(["Drop one image at a time."]);
      return;
    }
    void takeFile(file);
  }

  function remove() {
    readCount.current++;
    setReading(null);
    setPicked(null);
    setFileErrors([]);
    setTyping(false);
    onChange("");
    textInput.current?.focus();
  }

  const limit = `${allowedTypesText(family)}, at most ${formatLimit(family)}`;

  return (
    <div role="group" aria-labelledby={labelId} className="space-y-1.5">
      <label id={labelId} htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {description && (
        <p id={descriptionId} className="text-sm text-slate-600">
          {description}
        </p>
      )}
      {/* Dropping a file is a pointer shortcut; "Choose file…" does the same from the keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        data-dragging={dragging || undefined}
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
        className={`rounded-lg border-2 border-dashed p-3 transition-colors ${
          dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white"
        }`}
      >
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={setInput}
            id={inputId}
            name={name}
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://example.com/image.jpg"
            value={embedded ? summarise(value, picked?.dataUri === value ? picked.name : null, family) : value}
            readOnly={embedded}
            onChange={handleTextChange}
            onPaste={() => {
              pasting.current = true;
            }}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={describedBy}
            className={`min-w-0 flex-1 basis-56 rounded-md border px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 ${
              errors.length ? "border-red-600" : "border-slate-300"
            } ${embedded ? "bg-slate-50 text-slate-700" : "bg-white text-slate-900"}`}
          />
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            aria-label={`Choose file for ${label}`}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50"
          >
            Choose file…
          </button>
          {embedded && (
            <button
              type="button"
              onClick={remove}
              aria-label={`Remove image from ${label}`}
              className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              Remove image
            </button>
          )}
          <input
            ref={fileInput}
            type="file"
            accept={imageAccept(family)}
            hidden
            aria-label={`${label} file`}
            onChange={handleFileInput}
          />
        </div>
        <p id={hintId} className="mt-2 text-xs text-slate-600">
          {embedded
            ? `${limit}. Remove the image to enter a URL instead.`
            : `Paste an http(s) URL, choose a file or drop one here: ${limit}.`}
        </p>
        {dragging && (
          <p className="mt-2 text-sm font-medium text-brand-700" aria-hidden="true">
            Drop the image to use it
          </p>
        )}
        {/* While typing, a placeholder holds the preview's place, so nothing below moves when it appears. */}
        {typing && value && !previewSrc && (
          <div
            aria-hidden="true"
            className="mt-3 flex h-24 w-36 items-center justify-center rounded border border-dashed border-slate-300 text-center text-xs text-slate-500"
          >
            Preview after you pause typing
          </div>
        )}
        {previewSrc && (
          <figure className="mt-3 flex items-end gap-3">
            <img
              key={previewSrc}
              src={previewSrc}
              alt={`Preview of ${label}`}
              referrerPolicy="no-referrer"
              decoding="async"
              onLoad={(event) =>
                setNatural({
                  src: previewSrc,
                  width: event.currentTarget.naturalWidth,
                  height: event.currentTarget.naturalHeight,
                })
              }
              onError={() => setFailedSrc(previewSrc)}
              className="h-24 max-w-48 rounded border border-slate-200 bg-slate-100 object-contain"
            />
            {size && (
              <figcaption className="text-xs text-slate-600">
                {size.width} × {size.height} px
              </figcaption>
            )}
          </figure>
        )}
      </div>
      <div aria-live="polite" className="space-y-1">
        {reading && <p className="text-sm text-slate-600">Reading {reading}…</p>}
        {errors.length > 0 && (
          <ul id={errorsId} className="space-y-0.5 text-sm text-red-700">
            {errors.map((message) => (
              <li key={message} className="flex gap-1.5">
                <span aria-hidden="true">✕</span>
                <span>
                  <span className="sr-only">Error:</span> {message}
                </span>
              </li>
            ))}
          </ul>
        )}
        {warnings.length > 0 && (
          <ul id={warningsId} className="space-y-0.5 text-sm text-amber-800">
            {warnings.map((message) => (
              <li key={message} className="flex gap-1.5">
                <span aria-hidden="true">⚠︎</span>
                <span>
                  <span className="sr-only">Warning:</span> {message}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
