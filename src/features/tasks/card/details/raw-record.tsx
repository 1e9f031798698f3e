import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { CopyButton } from "../../../../components/copy-button.tsx";
import { Button } from "../../../../components/button.tsx";

/** The record exactly as the service sent it, for support and for fields the card does not show. */
export function RawRecord({ raw }: { raw: unknown }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const json = () => JSON.stringify(raw, null, 2) ?? String(raw);
  return (
    <div className="space-y-2">
      <Button
        variant="link"
        className="text-xs"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? t`Hide raw record` : t`Show raw record`}
      </Button>
      {/* The panel always exists so aria-controls points at something; the JSON is built only when open. */}
      <div id={panelId} hidden={!open} className="space-y-1">
        {open ? (
          <>
            <pre
              aria-label={t`Raw record`}
              // Focusable so a keyboard can scroll it (WCAG 2.1.1, axe's scrollable-region-focusable).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className="max-h-64 overflow-auto rounded-md bg-slate-900 p-3 text-xs leading-relaxed break-all whitespace-pre-wrap text-slate-100"
            >
              {json()}
            </pre>
            <CopyButton text={json} label={t`Copy raw record`} />
          </>
        ) : null}
      </div>
    </div>
  );
}
