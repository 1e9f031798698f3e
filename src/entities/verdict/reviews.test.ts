import { describe, expect, it } from "vitest";
import { EMPTY_VERDICT } from "./verdict.ts";
import { agreementWithMine, reviewsWithMine } from "./reviews.ts";
import { readReviews, sameReviews } from "./read-reviews.ts";
import { sharedChange, sharedEntry } from "../task/shared-entry.ts";
import { makeSharedTask } from "../../test/shared-tasks.ts";

const kept = (by: string, verdict: unknown) => ({ by, verdict });
const mine = (fields: Partial<typeof EMPTY_VERDICT>) => ({ ...EMPTY_VERDICT, updatedAt: 5, ...fields });

describe("readReviews: each person's verdict as the workspace shares them", () => {
  it("keeps who judged it and the outcome and rating they gave", () => {
    const shared = [
      kept("ana@example.test", { outcome: "pass", rating: 4, note: "long text", updatedAt: 1 }),
      kept("local", { outcome: null, rating: null, tags: ["x"] }),
    ];
    expect(readReviews(shared)).toEqual([
      { by: "ana@example.test", outcome: "pass", rating: 4 },
      { by: "local", outcome: null, rating: null },
    ]);
  });

  it("leaves out what it cannot read, and reads nothing from a server before people", () => {
    const odd = [
      { by: 7, verdict: { outcome: "pass" } },
      kept("bo", null),
      null,
      kept("cy", { outcome: "maybe", rating: 2.5 }),
    ];
    expect(readReviews(odd)).toEqual([{ by: "cy", outcome: null, rating: null }]);
    expect(readReviews(undefined)).toBeUndefined();
    expect(readReviews({ by: "ana" })).toBeUndefined();
  });
});

describe("this person's verdict among everyone's", () => {
  const reviews = [
    { by: "ana", outcome: "pass" as const, rating: 5 },
    { by: "me", outcome: "pass" as const, rating: null },
  ];

  it("stands in for the workspace's copy of it, and is left out when it judges nothing", () => {
    expect(reviewsWithMine(reviews, "me", mine({ outcome: "fail" }))).toEqual([
      reviews[0],
      { by: "me", outcome: "fail", rating: null },
    ]);
    expect(reviewsWithMine(reviews, "me", mine({ tags: ["only a tag"] }))).toEqual([reviews[0]]);
    expect(reviewsWithMine(undefined, "me", undefined)).toEqual([]);
  });

  it("finds a disagreement only when people judged differently", () => {
    expect(agreementWithMine(reviews, "me", mine({ outcome: "fail" }))).toMatchObject({ judged: 2, disagree: 1 });
    expect(agreementWithMine(reviews, "me", mine({ outcome: "pass" }))).toMatchObject({ judged: 2, disagree: 0 });
  });
});

describe("an entry's people, from the workspace", () => {
  const people = {
    sentBy: "ana@example.test",
    verdicts: [kept("bo@example.test", { outcome: "fail", rating: 2, updatedAt: 3 })],
  };

  it("records who sent a task and who judged it", () => {
    expect(sharedEntry(makeSharedTask(people))).toMatchObject({
      sentBy: "ana@example.test",
      reviews: [{ by: "bo@example.test", outcome: "fail", rating: 2 }],
    });
    const before = sharedEntry(makeSharedTask({}));
    expect(before.sentBy).toBeUndefined();
    expect(before.reviews).toBeUndefined();
  });

  it("changes an entry only when they changed", () => {
    const entry = sharedEntry(makeSharedTask(people));
    expect(sharedChange(makeSharedTask(people), entry)).toBeNull();
    const more = { ...people, verdicts: [...people.verdicts, kept("cy@example.test", { outcome: "pass" })] };
    expect(sharedChange(makeSharedTask(more), entry)).toEqual({
      reviews: [
        { by: "bo@example.test", outcome: "fail", rating: 2 },
        { by: "cy@example.test", outcome: "pass", rating: null },
      ],
    });
    expect(sameReviews(entry.reviews, [...entry.reviews!])).toBe(true);
  });
});
