// A real SMTP peer for the e2e run: accepts every message (any or no authentication, no TLS) and stores it
// in the mail folder through storeMail. Started by global-setup.ts on 127.0.0.1:E2E_SMTP_PORT.
import { SMTPServer } from 'smtp-server';
import { storeMail } from './mailbox';

export type SmtpPeer = { port: number; close: () => Promise<void> };

export async function startSmtpPeer(options: { port: number; host?: string; dir: string }): Promise<SmtpPeer> {
  const { port, host = '127.0.0.1', dir } = options;
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
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message too big'), { responseCode: 552 }));
          return;
        }
        try {
          const { mailFrom, rcptTo } = session.envelope;
          storeMail(dir, Buffer.concat(chunks), {
            from: mailFrom ? mailFrom.address : null,
            to: rcptTo.map((r) => r.address),
          });
          callback();
        } catch (error) {
          console.error('[smtp-peer] could not store a message:', error);
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => console.error('[smtp-peer]', error));
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
