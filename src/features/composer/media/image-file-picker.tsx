import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { Button } from "../../../components/button.tsx";

/** "Choose file…" and the hidden file input it opens (a file input cannot be styled as a button). */
export function ImageFilePicker({
  label,
  accept,
  onFile,
}: {
  label: string;
  accept: string;
  onFile: (file: File) => void;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button onClick={() => input.current?.click()} aria-label={t`Choose file for ${label}`} className="shadow-sm">
        <Trans>Choose file…</Trans>
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={t`${label} file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ""; // so choosing the same file again is a change
          if (file) onFile(file);
        }}
      />
    </>
  );
}
