import { useContext, useRef } from "react";
import { useSettledInView, WaitForView } from "../../../lib/use-settled-in-view.ts";
import { rememberRatio, videoRatio } from "./video-ratio.ts";

type Props = {
  src: string;
  label: string;
  hidden: boolean;
  onError: () => void;
};

// The column's width and never taller than the window (vertical video too).
const BOX = "max-h-[85vh] w-full rounded-md bg-black";

/**
 * A result's player, or, in a long history until it has been looked at, a black box of the size it will
 * have (use-settled-in-view.ts says why). `auto` in the ratio: the video's own shape wins once
 * the player knows it.
 */
export function ResultVideo({ src, label, hidden, onError }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const shown = useSettledInView(box, useContext(WaitForView));
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
