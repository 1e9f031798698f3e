import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { VideoParam } from "../../../contract/models.ts";

/**
 * Each model parameter's label and help, keyed by the name the body gives it (its values and
 * rules are the catalog's, models.ts): the type checker asks for a new parameter's words here.
 */
export const PARAM_WORDS: Record<VideoParam, { label: MessageDescriptor; help: MessageDescriptor }> = {
  duration: { label: msg`Duration (seconds)`, help: msg`How long the video runs.` },
  resolution: { label: msg`Resolution`, help: msg`The video's height in pixels.` },
  last_frame_image: { label: msg`Last frame image`, help: msg`The picture the video ends on.` },
};
