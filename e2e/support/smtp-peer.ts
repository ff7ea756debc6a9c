// A real SMTP peer for the e2e run: accepts every message (any or no authentication, no TLS) and stores it
// in the mail folder through storeMail. Started by global-setup.ts on 127.0.0.1:E2E_SMTP_PORT. The peer itself is
// scripts/smtp-peer.mjs, shared with the scale drill.
import { type SmtpPeer, startSmtpPeer as startPeer } from '../../scripts/smtp-peer.mjs';
import { storeMail } from './mailbox';

export type { SmtpPeer };

export function startSmtpPeer(options: { port: number; host?: string; dir: string }): Promise<SmtpPeer> {
  const { port, host, dir } = options;
  return startPeer({ port, host, onMessage: (raw, envelope) => storeMail(dir, raw, envelope) });
}
