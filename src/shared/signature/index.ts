/**
 * Request signing in the Alibaba Cloud API Gateway style (DESIGN.md section 6): one implementation for the gateway
 * (Node) and the console's signature tool (browser). Sources followed: see string-to-sign.ts.
 */
export * from './headers.ts';
export * from './hmac.ts';
export * from './string-to-sign.ts';
export * from './sign.ts';
export * from './verify.ts';
