/** A command that could not do its job; the message is the one line the operator reads. */
export class OperationError extends Error {}
