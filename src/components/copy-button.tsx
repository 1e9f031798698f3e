import { t } from "@lingui/core/macro";
import { useState } from "react";
import { Button } from "./button.tsx";

/** Copies `text` (or what it works out, perhaps with code fetched on the press) and says whether it could. */
export function CopyButton({ text, label }: { text: string | (() => string | Promise<string>); label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === "function" ? await text() : text);
      setState("copied");
    } catch {
      setState("failed");
    }
    setTimeout(() => setState("idle"), 2000);
  };
  return (
    <Button size="sm" onClick={copy} className="px-2">
      {label}
      <span aria-live="polite" className="ml-1 text-emerald-700">
        {state === "copied" ? t`✓ copied` : state === "failed" ? t`(copy blocked)` : ""}
      </span>
    </Button>
  );
}
