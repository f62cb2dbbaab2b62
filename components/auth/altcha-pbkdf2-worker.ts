/**
 * The ALTCHA PBKDF2 solver as a bundled same-origin worker (decision 0022): the widget's default
 * bundle starts workers from blob: URLs, which the CSP's script-src 'self' refuses.
 */
import 'altcha/workers/pbkdf2';
