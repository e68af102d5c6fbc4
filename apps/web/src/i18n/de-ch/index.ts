import { de, type Resources } from '../de';
import { dashboard } from './dashboard';
import { nav } from './nav';
import { terms } from './terms';
import { withOverrides } from './overrides';
import { inSwissSpelling } from './swiss-spelling';

/**
 * German (Switzerland): Swiss spelling of every German text, then the terms Swiss business usage differs
 * in, one override module per namespace of ../de (only the namespaces that have any).
 */
export const deCH: Resources = withOverrides(inSwissSpelling<Resources>(de), nav, dashboard, terms);
