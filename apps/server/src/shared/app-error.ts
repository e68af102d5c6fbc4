import type { ErrorCode } from '@fuel/domain/contracts/errors';

/**
 * A refusal a service raises on purpose: an HTTP status, a stable code and a German message.
 * The errors plugin turns it into the shared error body; nothing else reaches the client.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
