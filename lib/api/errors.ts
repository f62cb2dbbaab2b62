/**
 * Error mapping of the API client (spec §8), written once. Every failed call becomes an ApiError:
 *
 * - no response (offline, DNS, connection refused): handled, `errors:internetConnection`
 * - 500 / 502 / 504: handled, `errors:serverError` / `errors:serverNotReachable` / `errors:timeout`
 * - 503 whose body names its reason (decision 0045): handled, `errors:busy` (refused under load)
 *   or `errors:serverNotReachable`
 * - any other status: unhandled, with `type` and `data` of the body's `{"error":{...}}`
 *   (NoErrorType when the body has none); blob responses cannot be read synchronously, so
 *   401 maps to AuthorizationError and 404 to NotFoundError.
 *
 * Handled errors carry a message key the toast shows; unhandled ones are for the caller to
 * interpret (e.g. FormValidationError fields) or show as "unknown error (Type)".
 *
 * No runtime import of axios here: visitors' pages use this module without loading axios.
 */
import type { AxiosError } from 'axios';
import type { ErrorType } from '@/lib/contract/errors';

export const NO_ERROR_TYPE = 'NoErrorType';
export const UNKNOWN_ERROR_KEY = 'errors:unknown';

export class ApiError extends Error {
  type: string;
  status: number | null;
  data: unknown;
  /** True when the message key describes the failure well enough to show it as is. */
  handled: boolean;
  /** i18next key (with the errors namespace) of the message to show. */
  messageKey: string;
  /** The request was cancelled by the caller (AbortSignal): nothing to show. */
  canceled: boolean;

  constructor(init: {
    type?: string;
    status?: number | null;
    data?: unknown;
    handled?: boolean;
    messageKey?: string;
    message?: string;
    canceled?: boolean;
    cause?: unknown;
  }) {
    super(init.message ?? init.type ?? NO_ERROR_TYPE, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.type = init.type ?? NO_ERROR_TYPE;
    this.status = init.status ?? null;
    this.data = init.data ?? null;
    this.handled = init.handled ?? false;
    this.messageKey = init.messageKey ?? UNKNOWN_ERROR_KEY;
    this.canceled = init.canceled ?? false;
  }
}

/** Status codes the client answers with a message of its own (spec §8). */
const HANDLED_STATUSES: Readonly<Record<number, string>> = {
  500: 'errors:serverError',
  502: 'errors:serverNotReachable',
  504: 'errors:timeout',
};

/**
 * 503s the server explains in `data.reason` (decision 0045): refused under load (nothing was
 * done; try again in a few seconds) or a dependency down. A 503 without one stays unhandled.
 */
const HANDLED_503_REASONS: Readonly<Record<string, string>> = {
  busy: 'errors:busy',
  unreachable: 'errors:serverNotReachable',
};

function reasonKey(status: number, data: unknown): string | undefined {
  if (status !== 503 || typeof data !== 'object' || data === null) return undefined;
  const reason = (data as { reason?: unknown }).reason;
  return typeof reason === 'string' ? HANDLED_503_REASONS[reason] : undefined;
}

function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

function isBlob(value: unknown): boolean {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

interface ErrorBody {
  type?: unknown;
  message?: unknown;
  data?: unknown;
}

/** The `error` object of a §8 error body, if the response has one. */
function errorBody(data: unknown): ErrorBody | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const inner = (value as { error?: unknown }).error;
  return typeof inner === 'object' && inner !== null ? (inner as ErrorBody) : null;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError(error)) {
    const message = error instanceof Error ? error.message : undefined;
    return new ApiError({ message, cause: error });
  }
  if (error.code === 'ERR_CANCELED') {
    return new ApiError({ message: error.message, canceled: true, cause: error });
  }
  const response = error.response;
  if (!response) {
    return new ApiError({ handled: true, messageKey: 'errors:internetConnection', message: error.message, cause: error });
  }
  if (error.config?.responseType === 'blob' || isBlob(response.data)) {
    if (HANDLED_STATUSES[response.status]) return apiErrorForStatus(response.status, null, error.message, error);
    const status = response.status;
    const type = status === 401 ? 'AuthorizationError' : status === 404 ? 'NotFoundError' : NO_ERROR_TYPE;
    return new ApiError({ status, type, message: error.message, cause: error });
  }
  return apiErrorForStatus(response.status, response.data, error.message, error);
}

/**
 * The ApiError of a failed status and its body (parsed JSON or its text): the one mapping, also
 * for requests the axios instances do not make (the AI chat's streamed answers, lib/api/client.ts).
 */
export function apiErrorForStatus(status: number, data: unknown, fallbackMessage: string, cause?: unknown): ApiError {
  const body = errorBody(data);
  const handledKey = HANDLED_STATUSES[status] ?? reasonKey(status, body?.data);
  const bodyType = typeof body?.type === 'string' && body.type ? body.type : undefined;
  if (handledKey) {
    return new ApiError({ status, type: bodyType, data: body?.data, handled: true, messageKey: handledKey, message: fallbackMessage, cause });
  }
  const message = typeof body?.message === 'string' ? body.message : fallbackMessage;
  return new ApiError({ status, type: bodyType, data: body?.data ?? null, message, cause });
}

/** Field messages of a FormValidationError (`data.fields`), else an empty object. */
export function fieldErrors(error: unknown): Record<string, string> {
  const apiError = toApiError(error);
  if (apiError.type !== 'FormValidationError') return {};
  const data = apiError.data;
  const fields = typeof data === 'object' && data !== null ? (data as { fields?: unknown }).fields : undefined;
  if (typeof fields !== 'object' || fields === null) return {};
  const out: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    if (typeof message === 'string') out[name] = message;
  }
  return out;
}

/** True for an API error of one of the given types (e.g. `isErrorType(e, 'EmailInUseError')`). */
export function isErrorType(error: unknown, ...types: ErrorType[]): boolean {
  return (types as readonly string[]).includes(toApiError(error).type);
}
