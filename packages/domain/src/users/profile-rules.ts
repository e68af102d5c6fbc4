import { z } from 'zod';
import { ADDRESS_COUNTRIES, isValidPostCode, type AddressCountry } from '../validation/address';
import { COUNTRIES } from '../constants';
import { emailString, requiredMessage, requiredString, textString } from '../validation/fields';

/** Spec section 3 "User profile": the choice lists of the profile form. */
export const SALUTATIONS = ['Herr', 'Frau'] as const;
export const TITLES = ['', 'Dr', 'Prof'] as const;
export const DEPARTMENT_SIZES = ['1-10', '11-50', '51-250', '>250'] as const;

/** German labels of the profile fields; messages and the form both use them. */
export const PROFILE_LABELS = {
  salutation: 'Anrede',
  title: 'Titel',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  phone: 'Telefon',
  mobile: 'Mobil',
  addressLine1: 'Straße und Hausnummer',
  addressLine2: 'Ort',
  county: 'Bundesland',
  country: 'Land',
  postCode: 'Postleitzahl',
  jobTitle: 'Position',
  department: 'Abteilung',
  departmentSize: 'Abteilungsgröße',
  username: 'Benutzername',
} as const;

export const invalidMessage = (field: string) => `Bitte geben Sie einen gültigen Wert für ${field} ein.`;

// Digits with the usual separators, optionally a leading +: "+49 421 41733-0", "(0421) 123/45".
const PHONE_PATTERN = /^\+?[0-9(][0-9 ()/-]{3,28}[0-9]$/;
export const isValidPhone = (v: string) => PHONE_PATTERN.test(v);

/** Optional free text: trimmed, at most `max` characters. */
const optionalText = (field: string, max = 200) => textString(field, max).default('');

const choice = <T extends readonly [string, ...string[]]>(values: T, field: string, required: boolean) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? required
          ? requiredMessage(field)
          : invalidMessage(field)
        : invalidMessage(field),
  });

const L = PROFILE_LABELS;

/**
 * The profile fields of spec section 3 with the validation of spec section 5: salutation, title,
 * names, e-mail and phone are required and valid; the other fields, when given, must be valid.
 * With an individual address, street, city, post code and country are required.
 */
export const ProfileFieldsSchema = z
  .object({
    salutation: choice(SALUTATIONS, L.salutation, true),
    title: choice(TITLES, L.title, false).default(''),
    firstName: requiredString(L.firstName, 100),
    lastName: requiredString(L.lastName, 100),
    email: emailString(L.email),
    phone: requiredString(L.phone, 30).refine(isValidPhone, { error: invalidMessage(L.phone) }),
    mobile: optionalText(L.mobile, 30).refine((v) => v === '' || isValidPhone(v), { error: invalidMessage(L.mobile) }),
    useIndividualAddress: z.boolean().default(false),
    addressLine1: optionalText(L.addressLine1),
    addressLine2: optionalText(L.addressLine2),
    county: optionalText(L.county, 100),
    country: z.enum(['', ...COUNTRIES], { error: invalidMessage(L.country) }).default(''),
    postCode: optionalText(L.postCode, 10),
    jobTitle: optionalText(L.jobTitle, 100),
    department: optionalText(L.department, 100),
    departmentSize: z.enum(['', ...DEPARTMENT_SIZES], { error: invalidMessage(L.departmentSize) }).default(''),
  })
  .superRefine((p, ctx) => {
    if (p.useIndividualAddress) {
      for (const key of ['addressLine1', 'addressLine2', 'postCode', 'country'] as const) {
        if (p[key] === '') ctx.addIssue({ code: 'custom', path: [key], message: requiredMessage(L[key]) });
      }
    }
    if (
      p.postCode !== '' &&
      !(
        (ADDRESS_COUNTRIES as readonly string[]).includes(p.country) &&
        isValidPostCode(p.country as AddressCountry, p.postCode)
      )
    ) {
      ctx.addIssue({ code: 'custom', path: ['postCode'], message: invalidMessage(L.postCode) });
    }
  });
export type ProfileFields = z.infer<typeof ProfileFieldsSchema>;
export type ProfileFieldsInput = z.input<typeof ProfileFieldsSchema>;

/**
 * Login names: letters, digits and . _ -, 3 to 100 characters. No "@": an identifier with "@" is
 * always an e-mail address, so no username can shadow another user's address at login.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,100}$/;
export const USERNAME_RULE_MESSAGE =
  'Der Benutzername darf nur Buchstaben, Ziffern und . _ - enthalten (kein @) und muss mindestens 3 Zeichen lang sein.';
export const isValidUsername = (v: string) => USERNAME_PATTERN.test(v);

export const usernameString = () =>
  requiredString(L.username, 100).refine(isValidUsername, { error: USERNAME_RULE_MESSAGE });
