/**
 * The save worker's entry point: runs the article form's saves on its own
 * thread and its own connections to the SQLite file
 * (modules/articles/save-worker-client.ts). It sits beside index.ts because
 * the compiled binary keeps each entry point's path relative to their
 * common folder (scripts/build-binary.ts, resources.ts).
 */
import { openSqliteWritingStore } from './db/store';
import { SAVE_WORKER, shareWriteLock } from './db/write-lock';
import { type ArticleSave, saveArticle } from './modules/articles/article-saves';
import type { SaveCall, SaveWorkerSetup } from './modules/articles/save-worker-client';
import { createServices } from './services';
import { belowServingThread } from './thread-priority';
import { answerDatabaseCalls } from './worker-calls';

function open({ path, busyTimeoutMs, writeLock }: SaveWorkerSetup) {
  shareWriteLock(path, writeLock, SAVE_WORKER);
  const store = openSqliteWritingStore(path, busyTimeoutMs);
  const services = createServices(store);
  return { close: () => store.close(), save: (save: ArticleSave) => saveArticle(services, save) };
}

belowServingThread();

answerDatabaseCalls<SaveCall, ReturnType<typeof open>>(
  (setup) => open(setup as SaveWorkerSetup),
  (opened, call) => opened.save(call.save),
  // One save at a time, as the serving thread queues its transactions: the
  // stop waits for the save before it.
  { oneAtATime: true },
);
