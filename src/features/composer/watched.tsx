import { useEffect, type ReactNode } from "react";
import { useWatch, type FieldValues } from "react-hook-form";

/**
 * The form's values, watched here rather than at the form's top, for what shows them (the request
 * preview, the run builder): a keystroke renders this part, not the whole form. The draft follows
 * every change from here too, the controls' setValue included (a form subscription misses those).
 */
export function Watched<V extends FieldValues>({
  onChange,
  children,
}: {
  onChange: (values: V) => void;
  children: (values: V) => ReactNode;
}) {
  const values = useWatch() as V;
  useEffect(() => onChange(values), [values, onChange]);
  return children(values);
}
