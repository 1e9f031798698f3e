import type { ComponentProps } from "react";

// The variants every button in the app takes, in the shape class-variance-authority would give
// them; a map this small does not need the library's bytes before the first interaction.
const BASE = "rounded-md font-medium disabled:opacity-50 aria-disabled:opacity-50";

const VARIANTS = {
  /** The one main action of a form or dialog. */
  primary: "bg-brand-700 text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:bg-slate-400",
  /** Everything else: outlined on white; as a toggle (aria-pressed), in the brand's colour when on. */
  secondary:
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 " +
    "aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-700",
  /** An action that loses something (Remove). */
  danger: "bg-red-700 text-white hover:bg-red-800",
  /** A quiet action inside a field. */
  ghost: "text-brand-700 hover:bg-brand-50",
  /** Inline, reads as a link. */
  link: "text-brand-700 underline hover:text-brand-800",
} as const;

const SIZES = { sm: "px-3 py-1 text-xs", md: "px-4 py-2 text-sm", lg: "px-5 py-2 text-sm font-semibold" } as const;

export type ButtonVariant = keyof typeof VARIANTS;

type Props = ComponentProps<"button"> & { variant?: ButtonVariant; size?: keyof typeof SIZES };

export function buttonClass({ variant = "secondary", size = "md" }: Pick<Props, "variant" | "size"> = {}): string {
  return `${BASE} ${VARIANTS[variant]} ${variant === "link" ? "" : SIZES[size]}`;
}

/** A button of one of the app's variants; `type` is "button" unless said otherwise. */
export function Button({ variant, size, className, type = "button", ...props }: Props) {
  return <button type={type} className={`${buttonClass({ variant, size })} ${className ?? ""}`} {...props} />;
}
