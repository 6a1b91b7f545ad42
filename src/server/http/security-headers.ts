/**
 * Security headers on every answer (issue 7, finding 6), through @fastify/helmet. The ticket lives in
 * localStorage (the wire contract sends it as a header), so script injection is what must not happen: scripts
 * come only from our own origin (the build emits no inline script), nothing may frame the console, and the
 * browser is told to trust declared content types.
 *
 * Styles allow 'unsafe-inline' because MUI/emotion inject <style> elements at run time; images allow data: (the
 * favicon, demo slides) and https: (banner pictures an operator may host elsewhere). Plain http stays usable for
 * local runs: no upgrade-insecure-requests.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
};

export const securityHeaders: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'sameorigin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // images and files may be shown by other origins' pages (a banner in a partner's site)
  crossOriginResourcePolicy: { policy: 'same-site' },
  crossOriginEmbedderPolicy: false,
};

/** Features the product never uses, refused for any script that might run here. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
