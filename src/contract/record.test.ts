import { describe, expect, it } from "vitest";
import { envelopeSchema, taskRecordSchema, taskRecordWireSchema, type TaskRecordWire } from "./record.ts";

// The 3D submission response shown in the seed, field for field.
const seed3d: TaskRecordWire = {
  request_id: "20250829155118560120000jnBOAS1q",
  task_id: "",
  action: "3D_GENERATION",
  status: "SUBMITTING",
  fail_reason: "",
  submit_time: 1756453878,
  start_time: 0,
  finish_time: 0,
  progress: "0%",
  data: {},
};

describe("task record (wire)", () => {
  it("round-trips the seed's record exactly", () => {
    expect(taskRecordWireSchema.parse(JSON.parse(JSON.stringify(seed3d)))).toEqual(seed3d);
  });

  it("rejects what the service does not send", () => {
    expect(taskRecordWireSchema.safeParse({ ...seed3d, progress: 45 }).success).toBe(false);
    expect(taskRecordWireSchema.safeParse({ ...seed3d, submit_time: -1 }).success).toBe(false);
  });
});

describe("task record (tolerant reading)", () => {
  const read = (patch: Record<string, unknown>) => taskRecordSchema.parse({ ...seed3d, ...patch });

  it("reads the seed's record with every field in place", () => {
    const record = read({});
    expect(record).toMatchObject({
      request_id: seed3d.request_id,
      status: "SUBMITTING",
      percent: 0,
      submit_time: 1756453878,
    });
    expect(record.data).toMatchObject({ video_urls: [], file_urls: [], text: "", progress: null });
  });

  it("keeps an unknown status string as written, for display", () => {
    expect(read({ status: "PAUSED_BY_OPERATOR" }).status).toBe("PAUSED_BY_OPERATOR");
    expect(read({ status: " completed " }).status).toBe("COMPLETED");
    expect(read({ status: 7 }).status).toBe("7");
  });

  it("keeps an unknown action", () => {
    expect(read({ action: "HOLOGRAM_GENERATION" }).action).toBe("HOLOGRAM_GENERATION");
  });

  it.each([
    ["45%", 45],
    ["45", 45],
    [45, 45],
    ["12.5%", 12.5],
    ["140%", 100],
    ["-3%", 0],
    ["soon", null],
    [null, null],
  ])("reads progress %j as %j", (progress, percent) => {
    expect(read({ progress }).percent).toBe(percent);
  });

  it("falls back to data.progress when the outer string is absent", () => {
    expect(read({ progress: undefined, data: { progress: 70 } }).percent).toBe(70);
  });

  it("gives missing fields their unset value", () => {
    const record = taskRecordSchema.parse({ request_id: "r1" });
    expect(record).toMatchObject({
      task_id: "",
      status: "",
      fail_reason: "",
      submit_time: 0,
      start_time: 0,
      finish_time: 0,
      percent: null,
    });
  });

  it("scales millisecond and string timestamps to seconds", () => {
    const record = read({ submit_time: 1756453878123, start_time: "1756453880", finish_time: "never" });
    expect([record.submit_time, record.start_time, record.finish_time]).toEqual([1756453878, 1756453880, 0]);
  });

  it("keeps extra fields, in the record and in the result", () => {
    const record = read({
      region: "eu",
      data: { text_urls: ["https://x/t.txt"], video_urls: ["https://x/v.mp4", 42] },
    });
    expect(record.raw.region).toBe("eu");
    expect(record.data.text_urls).toEqual(["https://x/t.txt"]);
    expect(record.data.video_urls).toEqual(["https://x/v.mp4"]);
  });

  it("keeps the record as received in raw", () => {
    const odd = { ...seed3d, progress: "45%", status: "weird" };
    expect(taskRecordSchema.parse(odd).raw).toEqual(odd);
  });

  it.each([[null], ["text"], [42], [[]]])("fails only on a record that is not an object (%j)", (value) => {
    expect(taskRecordSchema.safeParse(value).success).toBe(false);
  });

  it("survives a result payload of the wrong type", () => {
    expect(read({ data: "nope" }).data.file_urls).toEqual([]);
  });
});

describe("envelope", () => {
  it("round-trips the seed's envelope", () => {
    const envelope = { code: "success", message: "", data: seed3d };
    expect(envelopeSchema.parse(envelope)).toEqual(envelope);
  });

  it("reads an error envelope with a numeric code and no data", () => {
    const envelope = envelopeSchema.parse({ code: 1004, message: "quota" });
    expect(envelope).toMatchObject({ code: "1004", message: "quota" });
    expect(envelope.data).toBeUndefined();
  });
});
