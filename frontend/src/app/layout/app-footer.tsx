import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CANADA_SUBMISSIONS_AVAILABLE, type RegionProfile } from '@certus/contracts';
import { useAppSelector } from '../hooks.ts';
import { selectIsSignedIn } from '../../features/auth/index.ts';
import { selectRegionProfile, useLanguage, useMessages } from '../../features/region/index.ts';
import { footerGroups } from './site-links.ts';
import { linkLabel, navLabel, shellMessages } from './shell-messages.ts';
import classes from './app-footer.module.css';

/** Spec 1 and 9: prices in US dollars or CA$; Canada submissions are currently unavailable. */
export function currencyNote(profile: RegionProfile, text: (typeof shellMessages)['en'] = shellMessages.en): string {
  const prices = text.pricesIn(profile.currency, profile.currencySymbol);
  return profile.region === 'CA' && !CANADA_SUBMISSIONS_AVAILABLE ? `${prices} ${text.canadaUnavailable}` : prices;
}

export function AppFooter() {
  const profile = useAppSelector(selectRegionProfile);
  const language = useLanguage();
  const text = useMessages(shellMessages);
  const signedIn = useAppSelector(selectIsSignedIn);
  const { office } = profile;

  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <div className={classes.columns}>
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={classes.heading}>
              {text.contactUs}
            </h2>
            <address className={classes.address} data-testid="office-address">
              <strong>{office.name}</strong>
              {office.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span>
                {text.phone}{' '}
                <Anchor href={`tel:${office.phone.replace(/[^\d+]/g, '')}`} size="sm">
                  {office.phone}
                </Anchor>
              </span>
              <span>
                {text.email}{' '}
                <Anchor href={`mailto:${office.email}`} size="sm">
                  {office.email}
                </Anchor>
              </span>
            </address>
            <Text size="sm" mt="xs" data-testid="currency-note">
              {currencyNote(profile, text)}
            </Text>
          </section>
          {footerGroups.map((group) => {
            const heading = navLabel(language, group.label, group.label);
            return (
              <nav key={group.label} aria-label={text.footerNav(heading.label)}>
                <h2 className={classes.heading} lang={heading.lang}>
                  {heading.label}
                </h2>
                <ul className={classes.links}>
                  {group.links.map((link) => {
                    const { label, lang } = linkLabel(language, link);
                    return (
                      <li key={link.to}>
                        <Anchor component={Link} to={link.to} size="sm" underline="hover" className={classes.link} lang={lang}>
                          {label}
                        </Anchor>
                      </li>
                    );
                  })}
                </ul>
              </nav>
            );
          })}
        </div>

        <Group justify="space-between" gap="sm" mt="xl" pt="md" className={classes.bottom}>
          <Text size="sm" c="dimmed">
            {text.copyright(new Date().getFullYear())}
          </Text>
          {/* Only visitors are invited to register; members already have an account. */}
          {signedIn ? null : (
            <Group gap="md">
              <Anchor component={Link} to="/register" size="sm">
                {text.createAccount}
              </Anchor>
              <Anchor component={Link} to="/login" size="sm">
                {text.logIn}
              </Anchor>
            </Group>
          )}
        </Group>
      </Container>
    </Box>
  );
}
