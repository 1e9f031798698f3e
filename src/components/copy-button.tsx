import { useState } from "react";

export function CopyButton({ text, label }: { text: string | (() => string); label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
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
    <button
      type="button"
      onClick={copy}
      className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100"
    >
      {label}
      <span aria-live="polite" className="ml-1 text-emerald-700">
        {state === "copied" ? "✓ copied" : state === "failed" ? "(copy blocked)" : ""}
      </span>
    </button>
  );
}
