/**
 * A worker that takes every call and never answers: a worker thread that
 * never gets a core, for the tests of what its callers do meanwhile.
 */
declare const self: Worker;
self.addEventListener('message', () => {});
