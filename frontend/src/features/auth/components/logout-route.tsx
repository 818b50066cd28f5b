import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useLogoutMutation } from '../api/logout.ts';

import { useMessages } from '../../region/index.ts';
import { authWords } from '../lib/auth-messages.ts';
/** /logout signs out on arrival (spec 2: "A /logout path triggers logout"), then goes to /login. */
export function LogoutRoute() {
  const text = useMessages(authWords);
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().finally(() => navigate('/login', { replace: true }));
  }, [logout, navigate]);
  return <PageLoader label={text.signingOut} />;
}
