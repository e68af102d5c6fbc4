import { createContext, useContext, type ReactNode } from 'react';
import type { PublicBrand } from '@fuel/domain/contracts/brand';

const BrandContext = createContext<PublicBrand | null>(null);

/** The brand configuration loaded from GET /api/brand before the app renders. */
export function BrandProvider({ brand, children }: { brand: PublicBrand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): PublicBrand {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand must be used inside <BrandProvider>');
  return brand;
}
