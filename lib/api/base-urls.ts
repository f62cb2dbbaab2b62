/**
 * Base URLs of the API, auth server and analytics ingest (DESIGN: same-origin by default,
 * movable to their own hosts through NEXT_PUBLIC_* variables).
 */
export const API_BASE_URL = process.env.NEXT_PUBLIC_API_BASE_URL || '/api/v1';
export const AUTH_BASE_URL = process.env.NEXT_PUBLIC_AUTH_BASE_URL || '/api/auth';
export const ANALYTICS_BASE_URL = process.env.NEXT_PUBLIC_ANALYTICS_BASE_URL || '/api/analytics';
