import { Center, Loader } from '@mantine/core';

/** Shown while the locale file, the current user or a page's code is loading; no text, it may precede i18n. */
export function FullPageLoader() {
  return (
    <Center mih="60vh" role="status" aria-busy="true">
      <Loader />
    </Center>
  );
}
