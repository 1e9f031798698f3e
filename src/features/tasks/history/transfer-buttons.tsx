import { useRef, useState, type ChangeEvent } from "react";

export type ExportFormat = "json" | "csv";

export type TransferButtonsProps = {
  canExport: boolean;
  onExport: (format: ExportFormat) => void | Promise<void>;
  onImport: (file: File) => void | Promise<void>;
};

const button =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-50 aria-disabled:opacity-50";

/** Export and import buttons. The work is the caller's; a failure of it is shown here. */
export function TransferButtons({ canExport, onExport, onImport }: TransferButtonsProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  // One transfer at a time: the ref guards (two clicks can come before a render), the state shows it.
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (what: string, action: () => void | Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again is still a change.
    event.currentTarget.value = "";
    if (file) void run("Import", () => onImport(file));
  };

  // While busy, aria-disabled rather than disabled: a button disabled under focus drops the focus.
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap gap-2">
        {(["json", "csv"] as const).map((format) => (
          <button
            key={format}
            type="button"
            className={button}
            disabled={!canExport}
            aria-disabled={busy || undefined}
            onClick={() => void run("Export", () => onExport(format))}
          >
            Export {format.toUpperCase()}
          </button>
        ))}
        <button
          type="button"
          className={button}
          aria-disabled={busy || undefined}
          onClick={() => !running.current && fileInput.current?.click()}
        >
          Import JSON…
        </button>
        {/* Opened by the button above: a file input cannot be styled as one. */}
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Import history file"
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
