import type { CreateUserInput, UpdateUserInput, UserListItem, UserProfile } from '@fuel/domain/contracts/users';

/** Spec section 4 "Profile modes": the own profile, adding a user, editing a team member. */
export type ProfileFormMode = 'own' | 'add' | 'member';

export type ProfileFormValues = CreateUserInput & {
  username: string;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  purchaseStatus: boolean;
};

/** What the form shows in a mode: the username only when adding, the rights only for an admin managing the team. */
export function profileFormConfig(mode: ProfileFormMode, viewer: { isAdmin: boolean; onlineTradingEnabled: boolean }) {
  const manages = viewer.isAdmin && mode !== 'own';
  return {
    showUsername: mode === 'add',
    showRights: manages,
    /** The purchase right needs an account enabled for online trading (spec section 4). */
    purchaseRightEnabled: manages && viewer.onlineTradingEnabled,
    submitLabel: mode === 'add' ? 'Benutzer anlegen' : 'Speichern',
  };
}

const EMPTY: ProfileFormValues = {
  username: '',
  salutation: 'Herr',
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  mobile: '',
  useIndividualAddress: false,
  addressLine1: '',
  addressLine2: '',
  county: '',
  country: '',
  postCode: '',
  jobTitle: '',
  department: '',
  departmentSize: '',
  isAdmin: false,
  twoFactorEnabled: false,
  purchaseStatus: false,
};

/** The form's start values: empty when adding, otherwise the user's stored profile. */
export function initialProfileValues(
  mode: ProfileFormMode,
  user: UserProfile | UserListItem | null,
): ProfileFormValues {
  if (mode === 'add' || !user) return { ...EMPTY };
  const values = { ...EMPTY };
  for (const key of Object.keys(EMPTY) as Array<keyof ProfileFormValues>) {
    if (key in user) (values as Record<string, unknown>)[key] = (user as Record<string, unknown>)[key];
  }
  values.purchaseStatus = user.roles.includes('MyOffers_Purchase');
  return values as ProfileFormValues;
}

/** The request body of a mode: the rights travel only when the admin manages a team member or adds one. */
export function profileRequestBody(
  mode: ProfileFormMode,
  values: ProfileFormValues,
  showRights: boolean,
): CreateUserInput | UpdateUserInput {
  const { username, isAdmin, twoFactorEnabled, purchaseStatus, ...profile } = values;
  const rights = showRights ? { isAdmin, twoFactorEnabled, purchaseStatus } : {};
  return mode === 'add' ? { ...profile, ...rights, username } : { ...profile, ...rights };
}
