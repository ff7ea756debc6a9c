import { Box, Center, Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { PreferenceSwitches } from './PreferenceSwitches';

/** Pages open to visitors (login, reset, change-password, logout, about): a centred card, language and theme at hand. */
export function PublicLayout() {
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Group justify="flex-end" p="md">
        <PreferenceSwitches />
      </Group>
      <Center px="md" pb="xl">
        <Container size="sm" w="100%" p={0}>
          <Outlet />
        </Container>
      </Center>
    </Box>
  );
}
