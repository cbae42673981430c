import path from 'node:path';

export interface RunningMailCatcher {
  /** The web inbox (and MailDev's REST API under /api). */
  webUrl: string;
  smtpPort: number;
  close(): Promise<void>;
}

/** Mail kept in the inbox (and on disk) at most; older messages go first. */
const KEPT_MESSAGES = 500;

/**
 * The embedded mail catcher (docs/architecture/mail.md): MailDev's SMTP server and web inbox on
 * their own ports, on the loopback only, so nothing leaves the machine. Messages are kept in
 * DATA_DIR/mail, so the inbox survives a restart.
 */
export async function startMailCatcher(options: { smtpPort: number; webPort: number; dataDir: string }): Promise<RunningMailCatcher> {
  // Loaded only when a catcher runs: production (SMTP_URL) never pays for MailDev's web server in memory.
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    mailDirectory: path.join(options.dataDir, 'mail'),
    maxEmails: KEPT_MESSAGES,
    silent: true,
  });
  const servers = await maildev.start();
  return {
    webUrl: `http://localhost:${servers.api?.getPort() ?? options.webPort}`,
    smtpPort: servers.smtp.getAddress().port,
    close: () => maildev.stop(),
  };
}
