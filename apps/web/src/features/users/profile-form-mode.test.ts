import { describe, expect, it } from 'vitest';
import type { UserProfile } from '@fuel/domain/contracts/users';
import { initialProfileValues, profileFormConfig, profileRequestBody } from './profile-form-mode';

const user = {
  id: 7,
  accountId: 3,
  username: 'kaeufer',
  statusId: 100,
  typeId: 1,
  roles: ['MyOffers_Purchase'],
  isAdmin: true,
  twoFactorEnabled: false,
  salutation: 'Herr',
  title: 'Dr',
  firstName: 'Jan',
  lastName: 'Schmidt',
  email: 'jan@example.de',
  phone: '+49 421 1',
  mobile: '',
  useIndividualAddress: false,
  addressLine1: '',
  addressLine2: '',
  county: '',
  country: '',
  postCode: '',
  jobTitle: '',
  department: '',
  departmentSize: '1-10',
  onlineTradingEnabled: true,
} satisfies UserProfile;

describe('profile form modes', () => {
  it('shows the username only when adding and the rights only to an admin managing the team', () => {
    expect(profileFormConfig('own', { isAdmin: true, onlineTradingEnabled: true })).toMatchObject({
      showUsername: false,
      showRights: false,
    });
    expect(profileFormConfig('add', { isAdmin: true, onlineTradingEnabled: true })).toMatchObject({
      showUsername: true,
      showRights: true,
      submitLabel: 'Benutzer anlegen',
    });
    expect(profileFormConfig('member', { isAdmin: true, onlineTradingEnabled: true })).toMatchObject({
      showUsername: false,
      showRights: true,
      purchaseRightEnabled: true,
    });
    expect(profileFormConfig('member', { isAdmin: false, onlineTradingEnabled: true }).showRights).toBe(false);
  });

  it('offers the purchase right only when the account is enabled for online trading', () => {
    expect(profileFormConfig('member', { isAdmin: true, onlineTradingEnabled: false }).purchaseRightEnabled).toBe(
      false,
    );
  });

  it('starts empty when adding and from the stored profile otherwise', () => {
    expect(initialProfileValues('add', user)).toMatchObject({ username: '', firstName: '', purchaseStatus: false });
    expect(initialProfileValues('own', user)).toMatchObject({
      firstName: 'Jan',
      title: 'Dr',
      purchaseStatus: true,
      isAdmin: true,
    });
  });

  it('sends the username only when adding and the rights only when shown', () => {
    const values = initialProfileValues('member', user);
    expect(profileRequestBody('own', values, false)).not.toHaveProperty('isAdmin');
    expect(profileRequestBody('own', values, false)).not.toHaveProperty('username');
    expect(profileRequestBody('member', values, true)).toMatchObject({ isAdmin: true, purchaseStatus: true });
    expect(profileRequestBody('add', { ...values, username: 'neu' }, true)).toMatchObject({ username: 'neu' });
  });
});
