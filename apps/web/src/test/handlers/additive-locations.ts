import { http } from 'msw';
import type { AdditiveLocationList } from '@fuel/domain/contracts/additive-locations';
import { reply, type Answer } from './json';

/** GET /api/metadata/locations: the caller's additive delivery locations. */
export const additiveLocations = (answer: Answer<AdditiveLocationList>) =>
  http.get('/api/metadata/locations', () => reply(answer));
