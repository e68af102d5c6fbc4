import { describe, expect, it } from 'vitest';
import { mayHaveReachedServer, SubmitAttempt } from './idempotency';

describe('SubmitAttempt', () => {
  it('reuses the key on retry and makes a new one after a definite answer', () => {
    let n = 0;
    const attempt = new SubmitAttempt(() => `key-${++n}`);
    expect(attempt.current()).toBe('key-1');
    expect(attempt.current()).toBe('key-1');
    attempt.finish();
    expect(attempt.current()).toBe('key-2');
  });

  it('treats network failures and server errors as possibly placed', () => {
    expect(mayHaveReachedServer(0)).toBe(true);
    expect(mayHaveReachedServer(502)).toBe(true);
    expect(mayHaveReachedServer(409)).toBe(false);
    expect(mayHaveReachedServer(422)).toBe(false);
  });
});
