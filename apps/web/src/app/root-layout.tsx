import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useBrand } from '../brands/brand-context';
import { documentTitle } from '../lib/navigation/page-title';
import { useCurrentPageTitle, useCurrentRoute } from '../lib/navigation/use-current-route';
import { OfflineBanner } from './offline-banner';

/** Above both layouts: the document title and the help-centre body style follow the page on screen; the offline banner. */
export function RootLayout() {
  const brand = useBrand();
  const title = useCurrentPageTitle();
  const routeId = useCurrentRoute()?.id;

  useEffect(() => {
    document.title = title ? documentTitle(brand.headline, title) : brand.headline;
  }, [brand.headline, title]);

  useEffect(() => {
    document.body.classList.toggle('help-centre-page', routeId === 'helpCenter');
  }, [routeId]);

  return (
    <>
      <ScrollRestoration />
      <OfflineBanner />
      <Outlet />
    </>
  );
}
