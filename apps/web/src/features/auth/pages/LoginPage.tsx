import { Anchor, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/PasswordField';
import { meQueryKey } from '../../../lib/me';
import { usePageTitle } from '../../../lib/pageTitle';
import { afterSignIn } from '../../../lib/returnTo';
import { login } from '../api/auth';
import { CompanyBrand } from '../components/CompanyBrand';
import { LoginError } from '../components/LoginError';

export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const mutation = useMutation({
    mutationFn: login,
    meta: { silent: true },
    onSuccess: async (me) => {
      // The session was rotated: drop whatever a previous user left in the cache, then take the answer as the truth.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, me);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      // The page asked for before signing in (a mail's link), if it is one of this site; home otherwise.
      await navigate(afterSignIn(me, location.search), { replace: true });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    mutation.mutate({ username: username.trim(), password });
  }

  return (
    <Stack align="center" gap="lg" maw={420} mx="auto">
      <CompanyBrand />
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={2} fz="h3">
              {t('login.title')}
            </Title>
            {mutation.isError && <LoginError error={mutation.error} username={username.trim()} />}
            <TextInput
              label={t('login.username')}
              autoComplete="username"
              required
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
            />
            <PasswordField
              label={t('login.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            <Button type="submit" loading={mutation.isPending} disabled={!username.trim() || !password}>
              {t('login.submit')}
            </Button>
            <Group justify="space-between">
              <Anchor component={Link} to="/reset" size="sm">
                {t('login.forgotten')}
              </Anchor>
              <Anchor component={Link} to="/about" size="sm">
                {t('nav.about')}
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
