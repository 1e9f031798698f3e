import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";

const TONES = {
  error: { className: "text-red-700", icon: "✕", prefix: msg`Error:` },
  warning: { className: "text-amber-800", icon: "⚠︎", prefix: msg`Warning:` },
} as const;

/** Messages tied to a control by `id` (aria-describedby); the tone is said in words as well as shown. */
export function MessageList({
  id,
  tone,
  messages,
  className = "",
}: {
  id: string;
  tone: keyof typeof TONES;
  messages: readonly string[];
  className?: string;
}) {
  const { i18n } = useLingui();
  if (messages.length === 0) return null;
  const { className: toneClass, icon, prefix } = TONES[tone];
  return (
    <ul id={id} className={`space-y-0.5 text-sm ${toneClass} ${className}`}>
      {messages.map((message) => (
        <li key={message} className="flex gap-1.5">
          <span aria-hidden="true">{icon}</span>
          <span>
            <span className="sr-only">{i18n._(prefix)}</span> {message}
          </span>
        </li>
      ))}
    </ul>
  );
}
