import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The PostgreSQL wire protocol in front of PGlite's ONE backend, safe for any number of client
 * connections.
 *
 * A backend holds session state between messages: the unnamed statement and portal of the
 * extended protocol (Parse, Bind, Execute … Sync) and an open transaction. Relaying each message
 * as it arrives (as @electric-sql/pglite-socket does) lets connection B's Bind land on
 * connection A's Parse, or B's query run inside A's transaction. Here a connection owns the
 * backend from its first message until the backend says ReadyForQuery with status idle ('I'):
 * the end of a simple query or Sync outside a transaction, or the end of a transaction. Other
 * connections wait their turn in arrival order.
 */

const SSL_REQUEST_CODE = 80877103;
const GSSENC_REQUEST_CODE = 80877104;
const CANCEL_REQUEST_CODE = 80877102;
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
const SYNC_MESSAGE = new Uint8Array([0x53, 0, 0, 0, 4]); // 'S', length 4

/** A FIFO lock on the backend: one owner at a time, handed over in the order it was asked for. */
export class BackendTurns {
  private owner: object | null = null;
  private readonly waiting: { claimant: object; grant: () => void }[] = [];

  acquire(claimant: object): Promise<void> {
    if (this.owner === claimant) return Promise.resolve();
    if (this.owner === null) {
      this.owner = claimant;
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiting.push({ claimant, grant }));
  }

  release(claimant: object): void {
    if (this.owner !== claimant) return;
    const next = this.waiting.shift();
    this.owner = next?.claimant ?? null;
    next?.grant();
  }

  forget(claimant: object): void {
    const index = this.waiting.findIndex((entry) => entry.claimant === claimant);
    if (index >= 0) this.waiting.splice(index, 1);
    this.release(claimant);
  }

  isOwner(claimant: object): boolean {
    return this.owner === claimant;
  }
}

/** The status byte of the last ReadyForQuery in a run of backend messages, or null if none. */
export function findReadyForQueryStatus(output: Uint8Array): number | null {
  const view = new DataView(output.buffer, output.byteOffset, output.byteLength);
  let status: number | null = null;
  for (let offset = 0; offset + 5 <= output.length; ) {
    const type = output[offset];
    const length = view.getInt32(offset + 1);
    if (type === READY_FOR_QUERY && length === 5 && offset + 5 < output.length) status = output[offset + 5] ?? null;
    offset += 1 + length;
  }
  return status;
}

class ClientConnection {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;
  private closed = false;
  private readonly pending: Uint8Array[] = [];
  private draining = false;

  constructor(
    private readonly socket: Socket,
    /** Resolves when this connection may use the backend (see `admitted` in serveOneSessionAtATime). */
    private readonly backend: Promise<PGlite>,
    private readonly turns: BackendTurns,
    private readonly onClosed: (connection: ClientConnection) => void,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', () => void this.close());
    socket.on('close', () => void this.close());
  }

  private receive(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      // Before start-up, messages are untyped: length, then a request code.
      const headerLength = this.started ? 5 : 4;
      if (this.buffer.length < headerLength) break;
      const length = this.started ? 1 + this.buffer.readInt32BE(1) : this.buffer.readInt32BE(0);
      if (this.buffer.length < length) break;
      const message = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      if (!this.started && this.answerStartupRequest(message)) continue;
      this.started = true;
      this.pending.push(new Uint8Array(message));
    }
    void this.drain();
  }

  /** SSL, GSS and cancel requests precede start-up; PGlite supports none of them. */
  private answerStartupRequest(message: Buffer): boolean {
    const code = message.length >= 8 ? message.readInt32BE(4) : 0;
    if (code === SSL_REQUEST_CODE || code === GSSENC_REQUEST_CODE) {
      this.socket.write('N');
      return true;
    }
    if (code === CANCEL_REQUEST_CODE) {
      this.socket.end();
      return true;
    }
    return false;
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (!this.closed && this.pending.length > 0) {
        const message = this.pending.shift()!;
        if (message[0] === TERMINATE) {
          this.socket.end();
          await this.close();
          return;
        }
        const db = await this.backend;
        await this.turns.acquire(this);
        if (this.closed) break;
        const output = await db.runExclusive(() => db.execProtocolRaw(message));
        if (output.length > 0 && this.socket.writable) this.socket.write(output);
        if (findReadyForQueryStatus(output) === IDLE) this.turns.release(this);
      }
    } catch (error) {
      console.error('[embedded database] a client message failed', error);
      this.socket.destroy();
      await this.close();
    } finally {
      this.draining = false;
    }
  }

  /** A client that leaves mid-transaction must not leave the backend inside its transaction. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.pending.length = 0;
    this.socket.destroy();
    if (this.turns.isOwner(this)) {
      const db = await this.backend; // resolved: the connection got its turn
      try {
        // Sync ends a half-sent extended-protocol exchange; ROLLBACK ends an open transaction.
        const status = findReadyForQueryStatus(await db.runExclusive(() => db.execProtocolRaw(SYNC_MESSAGE)));
        if (status !== IDLE || db.isInTransaction()) await db.exec('ROLLBACK'); // exec takes PGlite's lock itself
      } catch (error) {
        console.error('[embedded database] rolling back a closed connection failed', error);
      }
    }
    this.turns.forget(this);
    this.onClosed(this);
  }
}

export interface SessionServer {
  port: number;
  stop(): Promise<void>;
}

/**
 * Serves PGlite on 127.0.0.1:`port` (0 picks a free port). `db` may still be opening: clients can
 * connect at once and their messages wait until it has opened and `admitted` has resolved.
 */
export async function serveOneSessionAtATime(
  db: PGlite | Promise<PGlite>,
  port: number,
  /** Servers in front of the same PGlite must share its turns. */
  options: { turns?: BackendTurns; admitted?: Promise<void> } = {},
): Promise<SessionServer> {
  const turns = options.turns ?? new BackendTurns();
  const backend = Promise.all([db, options.admitted]).then(([opened]) => opened);
  backend.catch(() => undefined); // a database that fails to open is reported by its opener
  const connections = new Set<ClientConnection>();
  const server: Server = createServer((socket) => {
    connections.add(new ClientConnection(socket, backend, turns, (connection) => connections.delete(connection)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    async stop() {
      await Promise.all([...connections].map((connection) => connection.close()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
