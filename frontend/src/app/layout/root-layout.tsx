import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { useLanguage, useMessages } from '../../features/region/index.ts';
import { hasFrenchVersion } from '../routing/french-pages.ts';
import { AppHeader } from './app-header.tsx';
import { AppFooter } from './app-footer.tsx';
import { shellMessages } from './shell-messages.ts';
import { SiteScrollRestoration } from '../routing/scroll-restoration.tsx';
import classes from './root-layout.module.css';

/** The state of the screen shown (routes.tsx puts it in each route's handle). */
function useStateName(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as { stateName?: string } | undefined;
    if (handle?.stateName) return handle.stateName;
  }
  return undefined;
}

export function RootLayout() {
  const navigation = useNavigation();
  const language = useLanguage();
  const text = useMessages(shellMessages);
  const stateName = useStateName();
  // Spec 2.1: on the French variant the whole document is French (lang="fr"), not only a page's body.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  // The browser's drawing has replaced the one the server put in the HTML: the page is live (its controls work).
  // Said on the document for whoever waits for it (the browser tests).
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  const englishOnly = language === 'fr' && !hasFrenchVersion(stateName);
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {text.skipToContent}
      </a>
      <AppHeader />
      {navigation.state === 'loading' ? (
        // A page's code on its way: a striped bar across the top, no value (it is not known how far it is).
        <div role="progressbar" aria-label={text.loadingPage} className={classes.progress} />
      ) : null}
      <Box component="main" id="main" className={classes.main} lang={englishOnly ? 'en' : undefined}>
        {englishOnly ? (
          <p className={classes.englishOnly} lang="fr" data-testid="english-only">
            {text.englishOnly}
          </p>
        ) : null}
        <Outlet />
      </Box>
      <AppFooter />
      <SiteScrollRestoration />
    </div>
  );
}
