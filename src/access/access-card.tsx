import { useEffect, useId, type ReactNode } from "react";

/** A page's one panel, its heading the page's: narrow for a form, wide for the people's tables. */
export function AccessCard({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const headingId = useId();
  // The tab and the history name the page shown, in the language shown.
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section
      aria-labelledby={headingId}
      className={`mx-auto w-full ${wide ? "max-w-5xl" : "max-w-md"} rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6`}
    >
      <h2 id={headingId} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
