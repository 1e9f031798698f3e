import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AxisKind } from "../../contract/run.ts";

// What each kind of axis is called: the Axis select, cells' names, the run grid's headers and
// the reports' columns all read it here, in the interface's language at the time they are shown.

const AXIS_LABELS: Record<AxisKind, MessageDescriptor> = {
  prompt: msg({ message: "Prompt", context: "run axis" }),
  moves: msg({ message: "Camera moves", context: "run axis" }),
  model: msg({ message: "Model", context: "run axis" }),
  level: msg({ message: "Subdivision level", context: "run axis" }),
  format: msg({ message: "File format", context: "run axis" }),
  image: msg`Source images`,
};

/** The kind's name in the current language: call it while rendering, never at module level. */
export const axisKindLabel = (kind: AxisKind) => i18n._(AXIS_LABELS[kind]);
