// A real SMTP peer that accepts every message (any or no authentication, no TLS) and hands it to `onMessage`: the
// e2e run stores each in its mail folder (e2e/support/smtp-peer.ts), the scale drill counts them (scale-drill.mjs).
import { SMTPServer } from 'smtp-server';

/** Starts the peer on host:port; `onMessage(raw, { from, to })` for each message, a throw refusing it. */
export async function startSmtpPeer({ port, host = '127.0.0.1', onMessage }) {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No DNS: this machine's network is closed, a reverse lookup would only add delay.
    disableReverseLookup: true,
    logger: false,
    size: 30 * 1024 * 1024,
    // The app may keep a pooled connection open; do not wait the default 30 s for it at teardown.
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message too big'), { responseCode: 552 }));
          return;
        }
        try {
          const { mailFrom, rcptTo } = session.envelope;
          onMessage(Buffer.concat(chunks), {
            from: mailFrom ? mailFrom.address : null,
            to: rcptTo.map((r) => r.address),
          });
          callback();
        } catch (error) {
          console.error('[smtp-peer] could not take a message:', error);
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => console.error('[smtp-peer]', error));
  return {
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
