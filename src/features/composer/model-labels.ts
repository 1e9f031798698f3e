import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// What each catalog model is, for people, in the page's language: the contract names the models
// by id (the sandbox shares it); a test checks that every catalog model has its words here.
const LABELS: Record<string, MessageDescriptor> = {
  "minimax/t2v-01-director": msg`Text-to-video, director`,
  "minimax/i2v-01-director": msg`Image-to-video, director`,
  "minimax/i2v-01-live": msg`Image-to-video, live`,
  "minimax/s2v-01": msg`Subject-reference video`,
  "minimax/hailuo-02": msg`Image-to-video, Hailuo-02`,
  "bytedance/doubao-seed3d-1.0": msg`Seed3D 1.0 image-to-3D`,
  "bytedance/doubao-seed3d-2.0": msg`Seed3D 2.0 image-to-3D`,
};

/** A catalog model's kind in the language of `i18n`; its id for a model without words. */
export function modelLabel(i18n: I18n, id: string): string {
  const label = LABELS[id];
  return label ? i18n._(label) : id;
}
