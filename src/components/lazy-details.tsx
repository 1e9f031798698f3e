import { useState, type ReactNode } from "react";

/**
 * A <details> whose body is told whether it has been opened yet (by a click, the keyboard or the
 * browser's find-in-page): what few people open on a card in a long list (its times, its raw
 * record) is built then, and kept. Those were 25 of a finished card's 63 elements, which every
 * card scrolled into the list paid, closed (bench: the history's scroll).
 */
export function LazyDetails({
  summary,
  className,
  summaryClassName,
  children,
}: {
  summary: ReactNode;
  className?: string;
  summaryClassName?: string;
  children: (opened: boolean) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <details className={className} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className={summaryClassName}>{summary}</summary>
      {children(opened)}
    </details>
  );
}
