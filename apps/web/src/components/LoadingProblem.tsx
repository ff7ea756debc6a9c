import { Anchor, Text } from '@mantine/core';

/**
 * A load that did not come (too slow, or failed): what happened, and a way to try again. The retry is drawn as a link
 * (as on public/unavailable.html): Mantine's Button would bring 1 KB gzip into every page's first load for a notice
 * seldom seen.
 */
export function LoadingProblem({
  message,
  retry,
  onRetry,
  retrying = false,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <>
      <Text>{message}</Text>
      <Anchor component="button" type="button" onClick={onRetry} disabled={retrying} fw={600}>
        {retry}
      </Anchor>
    </>
  );
}
