import { Button, Text } from '@mantine/core';

/** A load that did not come (too slow, or failed): what happened, and a button to try again. */
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
      <Button variant="light" onClick={onRetry} loading={retrying}>
        {retry}
      </Button>
    </>
  );
}
