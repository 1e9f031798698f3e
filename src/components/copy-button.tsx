import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "./button.tsx";

export function CopyButton({ text, label }: { text: string | (() => string); label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === "function" ? text() : text);
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
