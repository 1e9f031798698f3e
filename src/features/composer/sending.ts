// What the composer's Submit loads on first use (use-submit-task.ts): storing and sending a task,
// and putting a failure into words.
export { postSubmission, reserveTask } from "../../entities/task/send-submission.ts";
export { describeSubmitError } from "../../lib/describe-error.ts";
