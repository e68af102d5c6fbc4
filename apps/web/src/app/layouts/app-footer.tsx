import type { ReactNode } from 'react';
import { Anchor, Box, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../brands/brand-context';
import { footerHref, type FooterLink } from '../../lib/navigation/help-links';
import { mustAcceptTerms } from '../../lib/navigation/guards';
import { routeExists } from '../../lib/navigation/route-table';
import { useGuardSession } from '../../lib/session/use-guard-session';
import { LogoText } from '../../ui/logo-text';
import { openConsentSettings } from '../consent/consent-store';
import { FooterBottomBar } from './footer-bottom-bar';
import classes from './layout.module.css';

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return href.startsWith('/') ? (
    <Anchor component={Link} to={href} size="sm" c="dimmed">
      {children}
    </Anchor>
  ) : (
    <Anchor href={href} size="sm" c="dimmed" target="_blank" rel="noopener noreferrer">
      {children}
    </Anchor>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.5}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The footer of both layouts: the brand's company data, legal links, locale and cookie settings. */
export function AppFooter() {
  const brand = useBrand();
  const { t } = useTranslation();
  const { address, register } = brand;
  // Logged in, the legal links open the help centre's documents (issue 18); logged out the public pages.
  const helpCentre = routeExists(brand, 'helpCenter');
  const session = useGuardSession();
  const opensHelpCentre = helpCentre && session !== null && !mustAcceptTerms(session);
  const href = (link: FooterLink) => footerHref(link, brand, opensHelpCentre);
  return (
    <Box component="footer" className={classes.footer} data-testid="footer">
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" verticalSpacing="md">
          <Stack gap={4}>
            <LogoText text={brand.theme.logoText} size="lg" />
            <Text size="sm">{brand.companyName}</Text>
            <Text size="sm" c="dimmed">
              {address.street}
              <br />
              {address.postCode} {address.city}
              <br />
              {address.country}
            </Text>
          </Stack>
          <Column title={t('footer.contact')}>
            <Text size="sm" c="dimmed">
              {t('footer.phone')}:{' '}
              <Anchor href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`} size="sm" c="dimmed">
                {brand.phone}
              </Anchor>
            </Text>
            <Text size="sm" c="dimmed">
              {t('footer.email')}:{' '}
              <Anchor href={`mailto:${brand.email}`} size="sm" c="dimmed">
                {brand.email}
              </Anchor>
            </Text>
          </Column>
          <Column title={t('footer.legal')}>
            <Text size="sm" c="dimmed">
              {t('footer.register')}: {register.court}, {register.number}
            </Text>
            <Text size="sm" c="dimmed">
              {t('footer.vatId')}: {register.vatId}
            </Text>
            <Text size="sm" c="dimmed">
              {t('footer.managingDirectors')}: {register.managingDirectors}
            </Text>
          </Column>
          <Column title={t('footer.information')}>
            <FooterLink href={href('terms')}>{t('footer.terms')}</FooterLink>
            <FooterLink href={href('privacy')}>{t('footer.privacy')}</FooterLink>
            <FooterLink href={href('imprint')}>{t('footer.imprint')}</FooterLink>
            {helpCentre && <FooterLink href={href('userGuide')}>{t('footer.userGuide')}</FooterLink>}
            <Anchor component="button" type="button" size="sm" c="dimmed" ta="left" onClick={openConsentSettings}>
              {t('footer.cookieSettings')}
            </Anchor>
          </Column>
        </SimpleGrid>
        <FooterBottomBar />
      </Container>
    </Box>
  );
}
