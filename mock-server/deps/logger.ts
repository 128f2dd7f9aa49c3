// The server's log: JSON lines for machines (a file, a pipe, a log collector) and short readable
// lines for a person at a terminal (LOG_FORMAT, config.ts). Both carry the same fields, with the same
// redaction (http/logging.ts).
import { pino, type Logger } from 'pino';
import { PinoPretty } from 'pino-pretty';
import type { LogFormat } from '../config';
import { logSerializers } from '../http/logging';

/** The message of the line that gives the link of a mail kept in the outbox. */
export const OUTBOX_MESSAGE = 'mail kept in outbox';

type Paint = (text: string) => string;
export interface Paints {
  bold: Paint;
  cyan: Paint;
  gray: Paint;
}

/** Fields the readable line shows in its own way, or not at all. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

/**
 * One log line as a person reads it, after its time and level: a request as method, address,
 * status and time taken; a mail kept in the outbox with its link set apart; anything else as its
 * message, its other fields on the same line and an error's stack below.
 */
export function readableLine(line: Record<string, unknown>, paint: Paints): string {
  const req = line.req as { method?: string; url?: string } | undefined;
  const res = line.res as { statusCode?: number } | undefined;
  if (req && res) {
    return `${req.method} ${req.url} ${res.statusCode} ${String(line.responseTime)} ms`;
  }
  if (line.msg === OUTBOX_MESSAGE && typeof line.link === 'string') {
    return `${paint.bold(`✉ ${OUTBOX_MESSAGE}: ${String(line.kind)} for ${String(line.to)}`)}\n  ${paint.cyan(line.link)}`;
  }
  let text = String(line.msg ?? '');
  const rest = Object.entries(line).filter(([key]) => !SHOWN.has(key));
  if (rest.length) text += ` ${paint.gray(JSON.stringify(Object.fromEntries(rest)))}`;
  const err = line.err as { stack?: string; message?: string } | undefined;
  if (err) text += `\n${err.stack ?? err.message ?? JSON.stringify(err)}`;
  return text;
}

/** The process's logger, writing to stdout in the given format. */
export function createLogger(level: string, format: LogFormat): Logger {
  const options = { level, serializers: logSerializers };
  if (format === 'json') return pino(options);
  const pretty = PinoPretty({
    destination: 1,
    // As pino's own stdout: nothing is lost when the process exits right after a line.
    sync: true,
    // Colours on a terminal only: a file or a pipe gets plain text.
    colorize: process.stdout.isTTY === true && !process.env.NO_COLOR,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    hideObject: true,
    messageFormat: (line, _key, _level, { colors }) =>
      readableLine(line, { bold: colors.bold, cyan: colors.cyan, gray: colors.gray }),
  });
  return pino(options, pretty);
}
