import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { externalLoginMessages } from '@certus/contracts';
import { AuthCard } from '../../../components/ui/auth-card.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { readTokenError } from '../../../lib/api-errors.ts';
import { useAppSelector } from '../../../app/hooks.ts';
import { selectIsSignedIn } from '../identity/identity-slice.ts';
import { destinationAfterLogin, forgetRequestedUrl, isLocalPath } from '../identity/requested-url.ts';
import { isExpired, readExternalTokenClaims, storeExternalAccess } from '../identity/external-signup.ts';
import { externalLoginStartUrl } from '../api/external-login.ts';
import { useExternalLoginMutation } from '../api/login.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { authWords } from '../lib/auth-messages.ts';

/**
 * /auth/{provider} (spec 2.1, 2.5). Without a token it sends the browser to the provider. The provider's
 * answer comes back here with `externaltoken`: with haslocal=true the member is logged in with it;
 * otherwise the external access data is kept and the visitor goes on to /signup.
 */
export function ExternalLoginPage() {
  const language = useLanguage();
  const text = useMessages(authWords);
  useDocumentTitle(text.externalDocumentTitle);
  const { provider = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [externalLogin] = useExternalLoginMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // strict mode runs effects twice; a token is single-use
    started.current = true;
    const externalToken = searchParams.get('externaltoken');
    const providerError = searchParams.get('error');
    const returnParam = searchParams.get('returnUrl');
    const returnUrl = returnParam && isLocalPath(returnParam) ? returnParam : null;

    if (providerError) {
      setProblem(searchParams.get('error_description') || externalLoginMessages.providerFailed);
      return;
    }
    if (!externalToken) {
      if (signedIn) return void navigate('/account', { replace: true });
      window.location.assign(externalLoginStartUrl(provider, destinationAfterLogin(location.state)));
      return;
    }
    const claims = readExternalTokenClaims(externalToken);
    if (!claims || claims.provider !== provider || isExpired(claims)) {
      setProblem(externalLoginMessages.expired);
      return;
    }
    if (searchParams.get('haslocal') !== 'true') {
      storeExternalAccess({ provider, externalToken, claims, returnUrl });
      void navigate('/signup', { replace: true });
      return;
    }
    void externalLogin({ provider, externalToken }).then((result) => {
      if ('error' in result && result.error) {
        setProblem(readTokenError(result.error).description ?? externalLoginMessages.providerFailed);
        return;
      }
      const destination = returnUrl ?? destinationAfterLogin(null);
      forgetRequestedUrl();
      void navigate(destination, { replace: true });
    });
  }, [externalLogin, location.state, navigate, provider, searchParams, signedIn]);

  if (!problem) return <PageLoader label={text.signingIn} />;
  return (
    <AuthCard title={text.externalSignIn}>
      <Alert color="red" variant="light" title={text.signInIncomplete} role="alert" data-testid="external-login-error">
        <span lang={language === 'en' ? undefined : 'en'}>{problem}</span>
      </Alert>
      <Stack gap="xs">
        <Button component={Link} to="/login" w="fit-content">
          {text.backToLogIn}
        </Button>
      </Stack>
    </AuthCard>
  );
}
