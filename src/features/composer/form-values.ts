import type { VideoKind } from "../../contract/families.ts";
import { DEFAULT_FORMAT, DEFAULT_LEVEL, writeThreeDFlags } from "../../contract/three-d-flags.ts";
import { DEFAULT_MODEL } from "./catalog.ts";

export type VideoFormValues = {
  model: string;
  /** The kind of request, used only for a model id the catalog and the name cannot tell. */
  kind: VideoKind;
  prompt: string;
  promptOptimizer: boolean;
  firstFrameImage: string;
  subjectImage: string;
  extra: string;
};

export type ThreeDFormValues = {
  model: string;
  image: string;
  /** Holds only the flags; the level and format controls read and write it. */
  prompt: string;
  extra: string;
};

export const EMPTY_VIDEO: VideoFormValues = {
  model: DEFAULT_MODEL.video,
  kind: "text",
  prompt: "",
  // The vendor's default is on.
  promptOptimizer: true,
  firstFrameImage: "",
  subjectImage: "",
  extra: "",
};

export const EMPTY_3D: ThreeDFormValues = {
  model: DEFAULT_MODEL["3d"],
  image: "",
  prompt: writeThreeDFlags({ level: DEFAULT_LEVEL, format: DEFAULT_FORMAT }),
  extra: "",
};

export type Mode = "video" | "3d";
