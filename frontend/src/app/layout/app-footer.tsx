import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CANADA_SUBMISSIONS_AVAILABLE, type RegionProfile } from '@certus/contracts';
import { useAppSelector } from '../hooks.ts';
import { selectIdentity } from '../../features/auth/index.ts';
import { selectRegionProfile } from '../../features/region/index.ts';
import { footerGroups } from './site-links.ts';
import classes from './app-footer.module.css';

const currencyNames: Record<RegionProfile['currency'], string> = { USD: 'US dollars', CAD: 'Canadian dollars' };

/** Spec 1 and 9: prices in US dollars or CA$; Canada submissions are currently unavailable. */
export function currencyNote(profile: RegionProfile): string {
  const prices = `Prices are in ${currencyNames[profile.currency]} (${profile.currencySymbol}).`;
  return profile.region === 'CA' && !CANADA_SUBMISSIONS_AVAILABLE
    ? `${prices} Online submissions from Canada are currently unavailable; submissions are priced in US dollars.`
    : prices;
}

export function AppFooter() {
  const profile = useAppSelector(selectRegionProfile);
  const signedIn = useAppSelector(selectIdentity) !== null;
  const { office } = profile;

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <div className={classes.columns}>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={classes.heading}>
              Contact us
            </h2>
            <address className={classes.address} data-testid="office-address">
              <strong>{office.name}</strong>
              {office.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>
                Phone:{' '}
                <Anchor href={`tel:${office.phone.replace(/[^\d+]/g, '')}`} size="sm">
                  {office.phone}
                </Anchor>
              </span>
              <span>
                E-mail:{' '}
                <Anchor href={`mailto:${office.email}`} size="sm">
                  {office.email}
                </Anchor>
              </span>
            </address>
            <Text size="sm" mt="xs" data-testid="currency-note">
              {currencyNote(profile)}
            </Text>
          </section>
          {footerGroups.map((group) => (
            <nav key={group.label} aria-label={`${group.label} (footer)`}>
              <h2 className={classes.heading}>{group.label}</h2>
              <ul className={classes.links}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Anchor component={Link} to={link.to} size="sm" underline="hover" className={classes.link}>
                      {link.label}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <Group justify="space-between" gap="sm" mt="xl" pt="md" className={classes.bottom}>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Certus. Grading, pressing and certification of comics, magazines and manga.
          </Text>
          {/* Only visitors are invited to register; members already have an account. */}
          {signedIn ? null : (
            <Group gap="md">
              <Anchor component={Link} to="/register" size="sm">
                Create an account
              </Anchor>
              <Anchor component={Link} to="/login" size="sm">
                Log in
              </Anchor>
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}
