// The code behind a result's actions (reading its bytes, saving them, a zip, a video's frame,
// keeping and forgetting copies):
// a chunk of its own, fetched with the first action used, not with the cards (tools.ts).
export { resultBlob, saveBlob, zipFiles } from "../../../../lib/files/result-bytes.ts";
export { captureFrame } from "./capture-frame.ts";
export { askPersistence, forgetKept, forgetKeptOf, keepFile } from "../../../../lib/kept-writes.ts";
