import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useId, useRef, useState, type Ref } from "react";
import { assignRef } from "../../../components/refs.ts";
import { Button } from "../../../components/button.tsx";
import { MessageList } from "../../../components/message-list.tsx";
import type { Family } from "../../../contract/families.ts";
import { parseImageRef } from "../../../contract/image-ref.ts";
import { allowedTypesText, imageAccept, sizeRuleText } from "../../../entities/task/checks/image-check.ts";
import { ImageDropZone } from "./image-drop-zone.tsx";
import { ImageFilePicker } from "./image-file-picker.tsx";
import { ImagePreview } from "./image-preview.tsx";
import { ImageUrlInput, isEmbedded } from "./image-url-input.tsx";
import { readImageFile } from "../../../entities/task/checks/read-image-file.ts";

export type ImageFieldProps = {
  label: string;
  family: Family;
  /** An http(s) URL, a `data:image/<type>;base64,…` URI, or "" for none. */
  value: string;
  /** The file an embedded value came from, when it came from outside the field (Use as input). */
  valueName?: string | null;
  onChange: (value: string) => void;
  /** The form's findings for this field (one, or every rule an embedded image breaks); the field checks nothing itself. */
  error?: string | readonly string[] | undefined;
  /** A typed value has settled (a pause, a paste) or a file was read: the form should check it now. */
  onSettle?: () => void;
  description?: string;
  /** Given to the text input, so a form can point at it (`setFocus`, `<label for>`, error summaries). */
  id?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A source image for a request: type or paste an http(s) URL, choose a file, or drop one. Its
 * parts each do one thing (the URL box with its pause, the drop zone, the file reader, the
 * preview); what is wrong with the value is the form's finding, shown here once.
 */
export function ImageField({
  label,
  family,
  value,
  valueName = null,
  onChange,
  error,
  onSettle,
  description,
  id,
  name,
  inputRef,
}: ImageFieldProps) {
  const { t } = useLingui();
  const ids = { auto: useId(), warnings: useId() };
  const inputId = id ?? `${ids.auto}-input`;
  const [labelId, descriptionId, hintId, errorsId, keptId] = ["label", "description", "hint", "errors", "kept"].map(
    (part) => `${ids.auto}-${part}`,
  ) as [string, string, string, string, string];
  const textInput = useRef<HTMLInputElement | null>(null);
  const reads = useRef(0);
  /** While a fresh value is typed, its preview waits for a pause. */
  const [typing, setTyping] = useState(false);
  /** Why a chosen file was not taken: the value did not change, so the form has nothing to say. */
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [picked, setPicked] = useState<{ dataUri: string; name: string } | null>(null);
  const [reading, setReading] = useState<string | null>(null);

  // A read that finishes after the field is gone must not call onChange.
  useEffect(() => () => void reads.current++, []);
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      textInput.current = node;
      assignRef(inputRef, node);
    },
    [inputRef],
  );

  const errors = fileProblems.length ? fileProblems : typeof error === "string" ? [error] : (error ?? []);
  const embedded = isEmbedded(value);
  const fileName = picked?.dataUri === value ? picked.name : valueName;
  // A refused file leaves the value as it was: say so, and which image stays (by its file or URL).
  const keptName = embedded ? fileName : value;
  const kept =
    fileProblems.length && value
      ? keptName
        ? t`Kept the previous image: ${keptName}.`
        : t`Kept the previous image.`
      : null;
  const previewSrc = !typing && parseImageRef(value) ? value : null;
  const describedBy = [
    description ? descriptionId : null,
    hintId,
    errors.length ? errorsId : null,
    kept ? keptId : null,
    ids.warnings,
  ]
    .filter(Boolean)
    .join(" ");

  async function takeFile(file: File) {
    const read = ++reads.current;
    setFileProblems([]);
    setReading(file.name);
    const result = await readImageFile(file, family);
    if (read !== reads.current) return;
    setReading(null);
    if ("problems" in result) return setFileProblems(result.problems);
    setPicked({ dataUri: result.dataUri, name: file.name });
    setTyping(false);
    onChange(result.dataUri);
    onSettle?.();
  }

  function remove() {
    reads.current++;
    setReading(null);
    setPicked(null);
    setFileProblems([]);
    setTyping(false);
    onChange("");
    textInput.current?.focus();
  }

  const types = allowedTypesText(family);
  const size = sizeRuleText(family);
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
      <ImageDropZone onFile={(file) => void takeFile(file)} onProblem={(message) => setFileProblems([message])}>
        <div className="flex flex-wrap items-center gap-2">
          <ImageUrlInput
            id={inputId}
            name={name}
            inputRef={setInput}
            value={value}
            fileName={fileName}
            invalid={errors.length > 0}
            describedBy={describedBy}
            onType={(next) => {
              setTyping(true);
              setFileProblems([]);
              onChange(next);
            }}
            onSettle={() => {
              setTyping(false);
              onSettle?.();
            }}
          />
          <ImageFilePicker label={label} accept={imageAccept(family)} onFile={(file) => void takeFile(file)} />
          {embedded && (
            <Button variant="ghost" onClick={remove} aria-label={t`Remove image from ${label}`}>
              <Trans>Remove image</Trans>
            </Button>
          )}
        </div>
        <p id={hintId} className="mt-2 text-xs text-slate-600">
          {embedded
            ? t`${types}, ${size}. Remove the image to enter a URL instead.`
            : t`Paste an http(s) URL, choose a file or drop one here: ${types}, ${size}.`}
        </p>
        {/* While typing, a placeholder holds the preview's place, so nothing below moves when it appears. */}
        {typing && value && (
          <div
            aria-hidden="true"
            className="mt-3 flex h-24 w-36 items-center justify-center rounded border border-dashed border-slate-300 text-center text-xs text-slate-500"
          >
            <Trans>Preview after you pause typing</Trans>
          </div>
        )}
        {previewSrc && <ImagePreview src={previewSrc} label={label} family={family} warningsId={ids.warnings} />}
      </ImageDropZone>
      <div aria-live="polite" className="space-y-1">
        {reading && (
          <p className="text-sm text-slate-600">
            <Trans>Reading {reading}…</Trans>
          </p>
        )}
        <MessageList id={errorsId} tone="error" messages={errors} />
        {kept && (
          <p id={keptId} className="text-sm text-slate-700">
            {kept}
          </p>
        )}
      </div>
    </div>
  );
}
