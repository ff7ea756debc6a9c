import { describe, expect, it } from 'vitest';
import { prettyLogs } from './app';

describe('request log format', () => {
  it.each([
    { env: 'development', isTTY: true, pretty: true },
    // Piped to a file or a collector, even in development: JSON lines.
    { env: 'development', isTTY: undefined, pretty: false },
    { env: 'development', isTTY: false, pretty: false },
    { env: 'production', isTTY: true, pretty: false },
    { env: 'production', isTTY: undefined, pretty: false },
    { env: 'test', isTTY: true, pretty: false },
  ])('NODE_ENV=$env on a TTY: $isTTY → pretty: $pretty', ({ env, isTTY, pretty }) => {
    expect(prettyLogs({ env }, isTTY)).toBe(pretty);
  });
});
