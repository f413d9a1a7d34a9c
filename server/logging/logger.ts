// The process's logger: pino, one JSON object a line on stdout (what log collectors read), or
// pino-pretty's coloured lines when stdout is a terminal (a developer's `npm start`). LOG_LEVEL
// sets the level (default info). The app only sees the small Logger interface of context.ts;
// the request log (server/http/requestLog.ts) writes through the pino instance behind it.
import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import pretty from 'pino-pretty';
import type { Logger } from '../context.js';
import { REDACT_PATHS } from './redact.js';

export interface LoggerOptions {
  /** LOG_LEVEL: fatal, error, warn, info, debug, trace or silent. */
  level?: string;
  /** Pretty lines instead of JSON; default: when stdout is a terminal and LOG_FORMAT is not json. */
  pretty?: boolean;
  /** Where the lines go (tests collect them); default stdout. */
  destination?: DestinationStream;
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** LOG_LEVEL as pino takes it; anything else is refused at start-up rather than silently ignored. */
export function levelFrom(v: string | undefined): string {
  const level = (v ?? 'info').trim().toLowerCase() || 'info';
  if (!LEVELS.has(level)) throw new Error(`LOG_LEVEL must be one of ${[...LEVELS].join(', ')} (got "${v}")`);
  return level;
}

export interface PinoBacked extends Logger {
  pino: Pino;
}

/** A Logger over a pino instance (errors go under `err`, where pino's serializer reads them). */
export function loggerOver(p: Pino): PinoBacked {
  return {
    pino: p,
    info: (msg) => p.info(msg),
    warn: (msg, err) => (err === undefined ? p.warn(msg) : p.warn({ err }, msg)),
    error: (msg, err) => (err === undefined ? p.error(msg) : p.error({ err }, msg)),
  };
}

export function makeLogger(o: LoggerOptions = {}, env: NodeJS.ProcessEnv = process.env): PinoBacked {
  const usePretty = o.pretty ?? (!o.destination && process.stdout.isTTY === true && env.LOG_FORMAT !== 'json');
  const destination = o.destination ?? (usePretty ? pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', sync: true }) : undefined);
  const p = pino(
    {
      level: o.level ?? levelFrom(env.LOG_LEVEL),
      base: { pid: process.pid },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  );
  return loggerOver(p);
}
