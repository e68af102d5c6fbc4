import { beforeEach, describe, expect, it } from 'vitest';
import { forgetWantedPath, rememberWantedPath, takeWantedPath } from './wanted-path';

beforeEach(() => sessionStorage.clear());

describe('wanted path', () => {
  it('is handed out once', () => {
    rememberWantedPath('/orders?page=2');
    expect(takeWantedPath()).toBe('/orders?page=2');
    expect(takeWantedPath()).toBeNull();
  });

  it('is never a foreign or looping target', () => {
    rememberWantedPath('//evil.example');
    expect(takeWantedPath()).toBeNull();
    rememberWantedPath('/login');
    expect(takeWantedPath()).toBeNull();
  });

  it('is forgotten on logout', () => {
    rememberWantedPath('/orders');
    forgetWantedPath();
    expect(takeWantedPath()).toBeNull();
  });
});
