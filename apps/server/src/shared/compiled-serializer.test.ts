import { expect, test } from 'vitest';
import { CurrentUserSchema, SessionStateSchema } from '@fuel/domain/contracts/identity';
import { compiledSerializer } from './compiled-serializer';

const user = {
  id: 7,
  userId: 7,
  username: 'kaeufer',
  accountType: 'buyer',
  account: { id: 3, type: 'buyer', platform: 'A', name: 'Müller "Heizöl" GmbH' },
  user: { email: 'k@example.com', firstName: 'Klara', lastName: 'Käufer' },
  isAdmin: false,
  roles: ['Buyer_Trade'],
  gtcAccepted: true,
  twoFactorEnabled: false,
} as const;

const write = (schema: unknown, data: unknown) =>
  compiledSerializer({ schema, method: 'GET', url: '/', httpStatus: '200' } as never)(data);

test('writes exactly what the zod contract writes', () => {
  expect(JSON.parse(write(CurrentUserSchema, user))).toEqual(CurrentUserSchema.parse(user));
  expect(JSON.parse(write(SessionStateSchema, { user }))).toEqual({ user });
  expect(JSON.parse(write(SessionStateSchema, { user: null }))).toEqual({ user: null });
});

test('fields outside the contract never leave the server', () => {
  const out = JSON.parse(
    write(CurrentUserSchema, { ...user, passwordHash: 'secret', user: { ...user.user, phone: '1' } }),
  );
  expect(out).not.toHaveProperty('passwordHash');
  expect(out.user).not.toHaveProperty('phone');
});
