import { parentPort } from 'node:worker_threads';
import { startEmbeddedDatabase } from './embedded-database';

// The body of startEmbeddedDatabaseOnOwnThread: an in-memory database and its socket server on this
// thread, stopped when the parent asks.
const port = parentPort;
if (!port) throw new Error('embedded-database-thread runs as a worker thread.');
const database = await startEmbeddedDatabase();
port.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  void database.stop().then(() => port.close());
});
port.postMessage(database.url);
