import { SUBMISSION_KEY_HEADER, SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { startApp, type TestApp } from "./app-server.ts";
import { databaseEnv, type TestDatabase } from "./databases.ts";
import { call, ownerEnv, signIn } from "./people.ts";
import { completedTask, recordingUpstream, type RecordingUpstream } from "./recording-upstream.ts";
import { completed, MODEL } from "./shares.ts";

// The real service's stand-in for tests whose files the sandbox cannot deliver (a model naming
// files in a folder, a token the server holds): it takes one task, answers it COMPLETED with one
// model on a file host of its own, and each test says what that host answers.

/** The service's token the server holds in these tests: it must never reach a page. */
export const HELD_TOKEN = "sk-server-held-token-42";

/** A .gltf naming a buffer beside it and a texture in a folder below it, and those two files. */
export const GLTF_TEXT = JSON.stringify({
  asset: { version: "2.0" },
  buffers: [{ uri: "model.bin", byteLength: 12 }],
  images: [{ uri: "textures/red.png" }],
});
export const GLTF_BIN = Buffer.from([0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64]);
export const RED_PNG = Buffer.from("\x89PNG\r\n\x1a\n a red texture");

/** The model and its files as a file host serves them, by their paths under the task's folder. */
export const TEXTURED_GLTF: Record<string, [type: string, body: Uint8Array | string]> = {
  "model.gltf": ["model/gltf+json", GLTF_TEXT],
  "model.bin": ["application/octet-stream", GLTF_BIN],
  "textures/red.png": ["image/png", RED_PNG],
};

export type StandIn = {
  service: RecordingUpstream;
  files: RecordingUpstream;
  /** The server's settings to use it, and follow its task. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/** A service that makes `requestId` for any POST and answers it with `<files>/t/<id>/model.gltf`. */
export async function standInService(requestId: string): Promise<StandIn> {
  const [service, files] = await Promise.all([recordingUpstream(), recordingUpstream()]);
  const query = completedTask((id) => `${files.url}/t/${id}/model.gltf`);
  service.reply = (seen, res) => {
    if (seen.method !== "POST") return query(seen, res);
    const made = { code: "success", message: "", data: { request_id: requestId, status: "PENDING" } };
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(made));
  };
  const env = { UPSTREAM_BASE_URL: service.url, UPSTREAM_TOKEN: HELD_TOKEN, FOLLOW_POLL_SECONDS: "1" };
  return { service, files, env, close: async () => void (await Promise.all([service.close(), files.close()])) };
}

/**
 * This server on `database`, following the stand-in with the token it holds, its owner signed in,
 * and one task (`key`) sent by the owner and followed to COMPLETED.
 */
export async function ownerAppWithTask(
  database: TestDatabase,
  standIn: StandIn,
  key: string,
  prompt: string,
): Promise<{ app: TestApp; owner: string }> {
  const app = await startApp({
    ...databaseEnv(database.settings),
    ...standIn.env,
    ...ownerEnv(),
    PUBLIC_URL: "http://127.0.0.1:9",
  });
  const owner = await signIn(app);
  const headers = { [SUBMISSION_KEY_HEADER]: key };
  const sent = await call(app, "POST", SUBMIT_PATH, { body: { model: MODEL, prompt }, session: owner, headers });
  if (sent.status !== 200) throw new Error(`The task was not sent: HTTP ${sent.status}`);
  await completed(app, owner, [key]);
  return { app, owner };
}
