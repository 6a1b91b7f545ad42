/**
 * A multiplexing transport for node:http: the SDK's `Transport` contract (start / send / close / onmessage), the way
 * its stdio transport carries many requests over one connection, for 2025-era JSON-RPC requests whose HTTP checks
 * the bridge has already made (sdk-bridge.ts decides which requests qualify; everything else goes to the SDK's own
 * web-standard transport). One server stays connected to it: each request is handed to the protocol layer as the
 * object already parsed, under an id of the transport's own (two clients may both send id 1 at once), and the
 * protocol layer's answer is handed back under the client's id; the bridge writes it as JSON.
 * Dispatch, validation and error answers stay the SDK's; this skips the web Request / Response round trip (a Headers
 * list, a ReadableStream, a second JSON serialisation and a stream read per call) and a server built per call.
 *
 * Why one server may serve every caller: on this path a server never sees `initialize` (the bridge sends the
 * handshake to the SDK's stateless transport), so it holds nothing of any client between requests; who calls
 * travels with each message (`authInfo`), which is what the handlers read.
 */
import type { AuthInfo, JSONRPCMessage, JSONRPCRequest, Transport } from '@modelcontextprotocol/server';

interface Waiting {
  id: JSONRPCRequest['id'];
  settle: (message: JSONRPCMessage) => void;
}

export class ExchangeTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private lastId = 0;
  private readonly waiting = new Map<number, Waiting>();

  async start(): Promise<void> {}

  /** Delivers one request; resolves with the protocol layer's answer (a result or an error response) to it. */
  deliver(request: JSONRPCRequest, authInfo: AuthInfo): Promise<JSONRPCMessage> {
    const onmessage = this.onmessage;
    if (!onmessage) throw new Error('ExchangeTransport: connect a server before delivering a message');
    const id = (this.lastId = this.lastId >= Number.MAX_SAFE_INTEGER ? 1 : this.lastId + 1);
    return new Promise((settle) => {
      this.waiting.set(id, { id: request.id, settle });
      try {
        onmessage({ ...request, id }, { authInfo });
      } catch (err) {
        this.waiting.delete(id);
        throw err;
      }
    });
  }

  /** requests still waiting for their answer */
  get inFlight(): number {
    return this.waiting.size;
  }

  async send(message: JSONRPCMessage): Promise<void> {
    // Notifications and server-to-client requests sent while a call runs are dropped, as the SDK's JSON answer
    // mode drops them (a 2025-era POST answered with JSON has no stream to carry them); the protocol layer builds
    // a response as {jsonrpc, id, result} or {jsonrpc, id, error}, never with a method.
    if ('method' in message || !('id' in message) || typeof message.id !== 'number') return;
    const waiting = this.waiting.get(message.id);
    if (!waiting) return;
    this.waiting.delete(message.id);
    waiting.settle({ ...message, id: waiting.id } as JSONRPCMessage);
  }

  async close(): Promise<void> {
    this.onclose?.();
  }
}
