import { bootScriptCspHash } from './document/boot-script';

/** Strict security headers for every response (CSP: no inline script but the document's boot script). */
export function securityHeaders(dev: boolean): { key: string; value: string }[] {
  const csp = [
    "default-src 'self'",
    // A hash turns 'unsafe-inline' off, so development (which needs it) goes without.
    `script-src 'self' ${dev ? "'unsafe-eval' 'unsafe-inline'" : bootScriptCspHash()}`,
    // The document's fixed rules and the brand font's rule are <style> elements, and build-time
    // styles set their dynamic values as custom properties in style attributes (decision 0088).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
