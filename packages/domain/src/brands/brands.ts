import type { BrandConfig } from '../contracts/brand';
import type { BrandId } from '../contracts/identity';

const analytics = { anonymizeIp: true, sessionReplayMaskText: true } as const;

/** Brand configuration of spec section 1: one product, three names. */
export const BRANDS: Record<BrandId, BrandConfig> = {
  A: {
    id: 'A',
    companyName: 'Fuelmarkt GmbH',
    headline: 'Fuelmarkt',
    email: 'service@fuelmarkt.de',
    phone: '+49 40 123456-0',
    address: { street: 'Am Sandtorkai 50', postCode: '20457', city: 'Hamburg', country: 'Deutschland' },
    register: {
      court: 'Amtsgericht Hamburg',
      number: 'HRB 171234',
      vatId: 'DE312345678',
      managingDirectors: 'Katrin Albers, Jonas Petersen',
    },
    links: {
      terms: '/agb-text',
      privacy: '/datenschutz',
      imprint: '/impressum',
      userGuide: '/hilfe-center/anleitung',
    },
    locale: 'de',
    poweredBy: false,
    theme: { primaryColor: 'blue', logoText: 'Fuelmarkt' },
    analytics,
  },
  B: {
    id: 'B',
    companyName: 'Brennstoffbörse Schweiz AG',
    headline: 'Brennstoffbörse',
    email: 'kontakt@brennstoffboerse.ch',
    phone: '+41 61 555 12 00',
    address: { street: 'Hafenstrasse 12', postCode: '4127', city: 'Birsfelden', country: 'Schweiz' },
    register: {
      court: 'Handelsregisteramt Basel-Landschaft',
      number: 'CHE-123.456.789',
      vatId: 'CHE-123.456.789 MWST',
      managingDirectors: 'Urs Meier',
    },
    links: {
      terms: '/agb-text',
      privacy: '/datenschutz',
      imprint: '/impressum',
      userGuide: '/hilfe-center/anleitung',
    },
    locale: 'de-CH',
    poweredBy: true,
    theme: { primaryColor: 'red', logoText: 'Brennstoffbörse' },
    analytics,
  },
  C: {
    id: 'C',
    companyName: 'Mineralöl Handelsnetz GmbH',
    headline: 'MHN Handelsplatz',
    email: 'info@mhn-handelsplatz.de',
    phone: '+49 621 9876-0',
    address: { street: 'Rheinkaistraße 4', postCode: '68159', city: 'Mannheim', country: 'Deutschland' },
    register: {
      court: 'Amtsgericht Mannheim',
      number: 'HRB 745210',
      vatId: 'DE298765432',
      managingDirectors: 'Sabine Kraus',
    },
    links: {
      terms: '/agb-text',
      privacy: '/datenschutz',
      imprint: '/impressum',
      userGuide: '/hilfe-center/anleitung',
    },
    locale: 'de',
    poweredBy: true,
    theme: { primaryColor: 'teal', logoText: 'MHN' },
    analytics,
  },
};

/** VAT rates in basis points (DOMAIN.md): DE 19 %, AT 20 %, BE 21 %, CH 8.1 %. */
export const VAT_RATES_BP = { DE: 1900, AT: 2000, BE: 2100, CH: 810 } as const;
