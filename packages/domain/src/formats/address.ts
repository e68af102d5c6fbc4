/** The parts of a postal address every address shape of the product has. */
export type AddressLine = { street: string; postCode: string; city: string };

/** One line: "Hafenstraße 12, 28217 Bremen" (lists, selects, mails). */
export const formatAddressLine = (a: AddressLine): string => `${a.street}, ${a.postCode} ${a.city}`;
