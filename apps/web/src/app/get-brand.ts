import { PublicBrandSchema } from '@fuel/domain/contracts/brand';
import { apiGet } from '../lib/api-client';

/** GET /api/brand (public): loaded before anything else; it decides theme, locale, footer and number format. */
export const fetchBrand = () => apiGet('/api/brand', { schema: PublicBrandSchema, on401: 'throw' });
