import { useRef } from "react";
import { useSettledInView } from "../../../lib/use-settled-in-view.ts";
import { rememberRatio, videoRatio } from "./video-ratio.ts";

type Props = {
  src: string;
  label: string;
  hidden: boolean;
  onError: () => void;
  /** Made once it has been in view a moment (a card in the deck), not at once (the lightbox). */
  waitForView: boolean;
};

// The column's width and never taller than the window (vertical video too).
const BOX = "max-h-[85vh] w-full rounded-md bg-black";

/**
 * A result's player, or, until it has been in view a moment, a black box of the size it will
 * have (use-settled-in-view.ts says why). `auto` in the ratio: the video's own shape wins once
 * the player knows it.
 */
export function ResultVideo({ src, label, hidden, onError, waitForView }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useSettledInView(box, waitForView);
  const style = { aspectRatio: `auto ${videoRatio(src)}` };
  if (!shown) return <div ref={box} aria-hidden="true" hidden={hidden} style={style} className={BOX} />;
  return (
    // Generated media comes without captions; there is no track to offer.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      src={src}
      controls
      preload="metadata"
      aria-label={label}
      onError={onError}
      onLoadedMetadata={(event) => rememberRatio(src, event.currentTarget)}
      hidden={hidden}
      style={style}
      className={`h-auto object-contain ${BOX}`}
    />
  );
}
