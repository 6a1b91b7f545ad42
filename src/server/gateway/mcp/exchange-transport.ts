/**
 * A single-exchange transport for node:http: the SDK's `Transport` contract (start / send / close / onmessage), the
 * way its stdio and in-memory transports carry messages, for one 2025-era JSON-RPC request whose HTTP checks the
 * bridge has already made (sdk-bridge.ts decides which requests qualify; everything else goes to the SDK's own
 * web-standard transport). The request is handed to the connected server's protocol layer as the object already
 * parsed, and the protocol layer's answer is handed back as the object it built; the bridge writes it as JSON.
 * Dispatch, validation and error answers stay the SDK's; this only skips the web Request / Response round trip
 * (a Headers list, a ReadableStream, a second JSON serialisation and a stream read per call).
 */
import type { AuthInfo, JSONRPCMessage, JSONRPCRequest, Transport } from '@modelcontextprotocol/server';

export class ExchangeTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];
  private settle!: (message: JSONRPCMessage) => void;
  private requestId: JSONRPCRequest['id'] | undefined;
  /** the protocol layer's answer to the request (a result or an error response) */
  readonly answer = new Promise<JSONRPCMessage>((resolve) => {
    this.settle = resolve;
  });

  async start(): Promise<void> {}

  /** Delivers the request; the answer comes through `answer`. */
  deliver(request: JSONRPCRequest, authInfo: AuthInfo): Promise<JSONRPCMessage> {
    if (!this.onmessage) throw new Error('ExchangeTransport: connect a server before delivering a message');
    this.requestId = request.id;
    this.onmessage(request, { authInfo });
    return this.answer;
  }

  async send(message: JSONRPCMessage): Promise<void> {
    // Notifications and server-to-client requests sent while the call runs are dropped, as the SDK's JSON answer
    // mode drops them (a 2025-era POST answered with JSON has no stream to carry them); the protocol layer builds
    // a response as {jsonrpc, id, result} or {jsonrpc, id, error}, never with a method.
    if ('method' in message || !('id' in message) || message.id !== this.requestId) return;
    this.settle(message);
  }

  async close(): Promise<void> {
    this.onclose?.();
  }
}
