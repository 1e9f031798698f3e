import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type DragEvent, type ReactNode } from "react";

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

/**
 * A box that takes one dropped file. Dropping is a pointer shortcut: the field's "Choose file…"
 * button does the same from the keyboard.
 */
export function ImageDropZone({
  onFile,
  onProblem,
  children,
}: {
  onFile: (file: File) => void;
  onProblem: (message: string) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [dragging, setDragging] = useState(false);

  function over(event: DragEvent<HTMLDivElement>) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const files = event.dataTransfer?.files;
    if (!files || files.length === 0) return;
    const [file] = files;
    if (files.length > 1 || !file) onProblem(t`Drop one image at a time.`);
    else onFile(file);
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the keyboard way is the Choose file button
    <div
      data-dragging={dragging || undefined}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
      className={`rounded-lg border-2 border-dashed p-3 transition-colors ${
        dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-white"
      }`}
    >
      {children}
      {dragging && (
        <p className="mt-2 text-sm font-medium text-brand-700" aria-hidden="true">
          <Trans>Drop the image to use it</Trans>
        </p>
      )}
    </div>
  );
}
