import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { Link, NavLink, useNavigate } from 'react-router';
import { useAppSelector } from '../hooks.ts';
import { selectIdentity } from '../../features/auth/index.ts';
import { useLogoutMutation } from '../../features/auth/api/logout.ts';
import classes from './app-header.module.css';

function HeaderLink({ to, children }: { to: string; children: string }) {
  return (
    <Anchor component={NavLink} to={to} end className={classes.link} underline="never">
      {children}
    </Anchor>
  );
}

export function AppHeader() {
  const identity = useAppSelector(selectIdentity);
  const [logout, { isLoading: signingOut }] = useLogoutMutation();
  const navigate = useNavigate();

  const onLogout = async () => {
    await logout();
    navigate('/login'); // spec 2.5: after logout go to /login
  };

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Anchor component={Link} to="/" className={classes.brand} underline="never" aria-label="Certus home">
          Certus
        </Anchor>
        <Group component="nav" aria-label="Main" gap="md">
          <HeaderLink to="/">Home</HeaderLink>
          {identity ? (
            <>
              <HeaderLink to="/account">My account</HeaderLink>
              <Text fw={600} data-testid="signed-in-as">
                {identity.displayName}
              </Text>
              <Button variant="outline" size="xs" onClick={onLogout} loading={signingOut}>
                Log out
              </Button>
            </>
          ) : (
            <>
              <HeaderLink to="/login">Log in</HeaderLink>
              <Button component={Link} to="/register" size="xs">
                Register
              </Button>
            </>
          )}
        </Group>
      </Container>
    </Box>
  );
}
