/**
 * One idempotency key per submit attempt: created when the user submits, kept while that attempt is
 * retried (network error, double click), dropped once the server answered for good.
 */
export class SubmitAttempt {
  private key: string | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key of the current attempt, created on first use. */
  current(): string {
    this.key ??= this.newKey();
    return this.key;
  }

  /** After a definite answer (success or a refusal): the next submit is a new attempt. */
  finish(): void {
    this.key = null;
  }
}

/** A retry keeps the key only when the server may have placed the order without us learning it. */
export const mayHaveReachedServer = (status: number) => status === 0 || status >= 500;
