import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicBrand } from '@fuel/domain/contracts/brand';

/** What a page's loader gets once the guard has let the navigation through. */
export type PageLoaderArgs = { request: Request; params: Params; queryClient: QueryClient; brand: PublicBrand };

/** The shape of every lazily loaded page module: the page, optionally a loader for its data. */
export type PageModule = {
  default: ComponentType;
  loader?: (args: PageLoaderArgs) => Promise<unknown>;
};
