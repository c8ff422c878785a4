// `npm start` in a terminal: short readable lines for the person who started it. JSON lines stay the
// default when stdout is not a terminal (a container, a service manager, a log collector).
import type { FirstAdmin } from './db/bootstrap';

export const isTerminal = () => Boolean(process.stdout.isTTY);

/** pino-pretty as a stream in this thread: one line per record, time of day, no process noise. */
export async function terminalStream(): Promise<NodeJS.WritableStream> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true });
}

/** The first boot's administrator, set apart so that nobody has to dig the password out of the log. */
export function adminBanner(admin: FirstAdmin, url: string): string {
  const lines = [
    `Tarmac is ready: open ${url}`,
    `Sign in as        ${admin.email}`,
    admin.password ? `with the password ${admin.password}` : 'with the password set in ADMIN_PASSWORD',
    ...(admin.password ? ['(shown this once: you choose your own at the first sign-in)'] : []),
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const bold = (s: string) => `\x1b[1m${s}\x1b[22m`;
  return [
    '',
    `  ┌${'─'.repeat(width + 2)}┐`,
    ...lines.map((l) => `  │ ${bold(l.padEnd(width))} │`),
    `  └${'─'.repeat(width + 2)}┘`,
    '',
  ].join('\n');
}
