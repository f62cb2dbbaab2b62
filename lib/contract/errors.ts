/** The error envelope of spec §8: every non-2xx API answer is `{"error":{"type","message","data"}}`. */
import { z } from 'zod';

const ERROR_TYPES = [
  'FormValidationError', 'ForbiddenError', 'NotFoundError', 'InvalidCredentialsError', 'AuthorizationError',
  'NoErrorType', 'InvalidMIMETypeError', 'InvalidUsernameError', 'UsernameInUseError', 'EmailInUseError',
  'EmailConfirmationRequiredError', 'BadRequestError', 'Requires2FAError', 'Invalid2FATokenError',
  'RequiresCaptchaError', 'DuplicateError', 'NoTutoringMinutesAvailableError', 'TooManyLoginAttemptsError',
  'TooManyRequestsError', 'KnowIsUndeletableError', 'ContactCustomerSupportError', 'EmailAccountExistsError',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const errorSchema = z
  .object({
    error: z.object({
      type: z.enum(ERROR_TYPES),
      message: z.string(),
      /** FormValidationError: `fields` maps a field path (e.g. school.id) to its message. */
      data: z.record(z.string(), z.unknown()),
    }),
  })
  .meta({ id: 'Error' });
