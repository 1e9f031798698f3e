import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type ChangeEvent } from "react";
import { Button } from "./button.tsx";

export type ExportFormat = "json" | "csv";

export type TransferButtonsProps = {
  canExport: boolean;
  onExport: (format: ExportFormat) => void | Promise<void>;
  onImport: (file: File) => void | Promise<void>;
};

/** Export and import buttons. The work is the caller's; a failure of it is shown here. */
export function TransferButtons({ canExport, onExport, onImport }: TransferButtonsProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  // One transfer at a time: the ref guards (two clicks can come before a render), the state shows it.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useLingui();

  const run = async (what: "import" | "export", action: () => void | Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setFailure(what === "import" ? t`Import failed: ${reason}` : t`Export failed: ${reason}`);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again is still a change.
    event.currentTarget.value = "";
    if (file) void run("import", () => onImport(file));
  };

  // While busy, aria-disabled rather than disabled: a button disabled under focus drops the focus.
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap gap-2">
        {(["json", "csv"] as const).map((format) => (
          <Button
            key={format}
            disabled={!canExport}
            aria-disabled={busy || undefined}
            onClick={() => void run("export", () => onExport(format))}
          >
            <Trans>Export {format.toUpperCase()}</Trans>
          </Button>
        ))}
        <Button aria-disabled={busy || undefined} onClick={() => !running.current && fileInput.current?.click()}>
          <Trans>Import JSON…</Trans>
        </Button>
        {/* Opened by the button above: a file input cannot be styled as one. */}
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label={t`Import history file`}
          tabIndex={-1}
          className="hidden"
          onChange={chooseFile}
        />
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
