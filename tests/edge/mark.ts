/** The header markedWorker.ts adds to every response of the worker. */
export const MARK = 'x-test-worker-ran';
