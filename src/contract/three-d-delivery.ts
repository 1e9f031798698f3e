import type { Evidence } from "./evidence.ts";

/**
 * How a 3D result reaches the user: the vendor packs the model (with its .mtl and textures) in
 * a .zip; a router or reseller may re-host the bare file instead. The app reads both; the
 * sandbox delivers either (SANDBOX_3D_DELIVERY), so both paths stay tested.
 */
export const THREE_D_DELIVERIES = ["zip", "file"] as const;
export type ThreeDDelivery = (typeof THREE_D_DELIVERIES)[number];
export const DEFAULT_THREE_D_DELIVERY: ThreeDDelivery = "zip";

export const THREE_D_DELIVERY_EVIDENCE: Record<"zip" | "bareFile" | "contents", Evidence> = {
  zip: {
    confirmed: true,
    source:
      "The vendor's query page (SERVICE-NOTES, second pass): the 3D file is always packed as a .zip; Atlas Cloud's Seed3D 2.0 API page: returns a downloadable .zip containing the 3D file",
  },
  bareFile: {
    confirmed: false,
    source:
      "Best reading: whether this router re-hosts or unpacks the zip is unknown; wavespeed.ai's Seed3D 2.0 page returns a re-hosted bare GLB",
  },
  contents: {
    confirmed: false,
    source:
      "Best reading: SERVICE-NOTES says outputs are textured (glb with embedded textures, obj with .mtl and texture images beside it); the names of the zip's entries are not documented",
  },
};
