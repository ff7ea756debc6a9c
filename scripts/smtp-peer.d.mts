export type SmtpPeer = { port: number; close: () => Promise<void> };
export type SmtpEnvelope = { from: string | null; to: string[] };
/** Starts an SMTP peer accepting every message on host:port; `onMessage` gets each one, a throw refusing it. */
export function startSmtpPeer(options: {
  port: number;
  host?: string;
  onMessage: (raw: Buffer, envelope: SmtpEnvelope) => void;
}): Promise<SmtpPeer>;
