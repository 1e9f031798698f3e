// What the composer's Submit loads on first use (use-submit-task.ts): storing and sending a task,
// and putting a failure into words.
export { postSubmission, reserveTask } from "../../entities/task/checks/send-submission.ts";
export { describeSubmitError } from "../../lib/failure/describe-error.ts";
