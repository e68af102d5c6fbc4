/**
 * German (Germany) texts of the web app, one module per feature (the web and server folder names) plus
 * app, nav and common for the frame and the shared ui/. They assemble into the one i18next 'translation'
 * namespace, so t('market.…') keys stay flat and typed. de-CH derives from these (see ../de-ch/index.ts).
 * Messages that the server and the domain package produce (validation, errors) arrive in German already.
 */
import { app } from './app';
import { nav } from './nav';
import { common } from './common';
import { operator } from './operator';
import { marketData } from './market-data';
import { helpCenter } from './help-center';
import { users } from './users';
import { identity } from './identity';
import { passwordReset } from './password-reset';
import { terms } from './terms';
import { devMailbox } from './dev-mailbox';
import { dashboard } from './dashboard';
import { orderHistory } from './order-history';
import { relationships } from './relationships';
import { offers } from './offers';
import { market } from './market';
import { priceAlerts } from './price-alerts';
import { trading } from './trading';
import { account } from './account';
import { buyerManagement } from './buyer-management';
import { childAccounts } from './child-accounts';
import { triggerContracts } from './trigger-contracts';
import { statistics } from './statistics';
import { news } from './news';
import { csvUploads } from './csv-uploads';
import { favourites } from './favourites';
import { contact } from './contact';
import { additives } from './additives';
import { additiveLocations } from './additive-locations';
import { emptyBarrels } from './empty-barrels';

/** Each namespace module by its file name; a top-level key lives in exactly one (de-namespaces.test.ts). */
export const deNamespaces = {
  app,
  nav,
  common,
  operator,
  'market-data': marketData,
  'help-center': helpCenter,
  users,
  identity,
  'password-reset': passwordReset,
  terms,
  'dev-mailbox': devMailbox,
  dashboard,
  'order-history': orderHistory,
  relationships,
  offers,
  market,
  'price-alerts': priceAlerts,
  trading,
  account,
  'buyer-management': buyerManagement,
  'child-accounts': childAccounts,
  'trigger-contracts': triggerContracts,
  statistics,
  news,
  'csv-uploads': csvUploads,
  favourites,
  contact,
  additives,
  'additive-locations': additiveLocations,
  'empty-barrels': emptyBarrels,
};

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (all: infer I) => void ? I : never;
/** All namespaces in one object, typed as one flat literal so i18next's typed keys (i18n.ts) see every key. */
type Assembled<N> = { [K in keyof Intersection<N[keyof N]>]: Intersection<N[keyof N]>[K] };

export const de = Object.assign({}, ...Object.values(deNamespaces)) as Assembled<typeof deNamespaces>;

/** The shape every locale's resources have (strings in the same places as in German). */
type Widen<T> = T extends string ? string : T extends readonly string[] ? string[] : { [K in keyof T]: Widen<T[K]> };
export type Resources = Widen<typeof de>;
