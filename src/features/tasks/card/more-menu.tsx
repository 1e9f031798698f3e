import { Trans } from "@lingui/react/macro";
import { Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "../../../components/button.tsx";

type Props = {
  children?: ReactNode;
  /** What the More menu holds, made only while it is open (it may be lazy: it waits in Suspense). */
  menu?: () => ReactNode;
  /** Called on the More button's hover or focus: fetch the menu's code before it is pressed. */
  preload?: () => void;
};

/**
 * A card's row of actions: the few it leads with, then a disclosure menu (a button that shows
 * the rest below the row; Escape closes it and gives the focus back). The rest are made only
 * while it is open: a closed card holds a few elements, not a dozen buttons.
 */
export function ActionRow({ children, menu, preload }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    // The menu closes, not the dialog or lightbox around it.
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from anywhere in the menu, as a menu does.
    <div className="flex flex-wrap items-center gap-2" onKeyDown={onKeyDown}>
      {children}
      {menu ? (
        <>
          <Button
            ref={toggle}
            size="sm"
            aria-expanded={open}
            aria-controls={id}
            onClick={() => setOpen(!open)}
            onPointerEnter={preload}
            onFocus={preload}
          >
            <Trans>More</Trans> <span aria-hidden="true">{open ? "▴" : "▾"}</span>
          </Button>
          <div id={id} hidden={!open} className="flex basis-full flex-wrap items-start gap-2">
            {open ? <Suspense fallback={null}>{menu()}</Suspense> : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
