// The runtime's own log lines and the forwarding of its children's lines. Children log
// pino JSON; on a terminal the lines are shown as one readable line per entry, prefixed
// with the process name; otherwise (CI, pipes) JSON lines are passed through unchanged.

export type LevelName = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

export const LEVELS: Record<LevelName, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

export type LogFormat = 'pretty' | 'json';

export interface ParsedLine {
  level: number;
  time: number;
  msg: string;
  /** Fields other than the usual pino ones. */
  fields: Record<string, unknown>;
  json: boolean;
  raw: string;
  /** `service` or `name` field of a JSON line, if any. */
  source?: string;
}

const STANDARD_FIELDS = new Set([
  'level',
  'time',
  'msg',
  'message',
  'pid',
  'hostname',
  'v',
  'service',
  'name',
]);

function levelNumber(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const known = LEVELS[value.toLowerCase() as LevelName];
    if (known) return known;
  }
  return fallback;
}

export function levelName(level: number): string {
  if (level >= 60) return 'FATAL';
  if (level >= 50) return 'ERROR';
  if (level >= 40) return 'WARN';
  if (level >= 30) return 'INFO';
  if (level >= 20) return 'DEBUG';
  return 'TRACE';
}

/** Parses one output line of a child: a pino JSON object or plain text. */
export function parseLine(line: string, fallbackLevel: number, now = Date.now()): ParsedLine {
  const trimmed = line.trim();
  if (trimmed.startsWith('{') && trimmed.endsWith('}')) {
    try {
      const obj = JSON.parse(trimmed) as Record<string, unknown>;
      if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
        const fields: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(obj)) {
          if (!STANDARD_FIELDS.has(key)) fields[key] = value;
        }
        const msgValue = obj.msg ?? obj.message;
        const sourceValue = obj.service ?? obj.name;
        const timeValue = obj.time;
        return {
          level: levelNumber(obj.level, fallbackLevel),
          time:
            typeof timeValue === 'number'
              ? timeValue
              : typeof timeValue === 'string' && !Number.isNaN(Date.parse(timeValue))
                ? Date.parse(timeValue)
                : now,
          msg:
            typeof msgValue === 'string'
              ? msgValue
              : msgValue === undefined
                ? ''
                : JSON.stringify(msgValue),
          fields,
          json: true,
          raw: trimmed,
          source: typeof sourceValue === 'string' ? sourceValue : undefined,
        };
      }
    } catch {
      // not JSON after all: plain text
    }
  }
  return {
    level: fallbackLevel,
    time: now,
    msg: line.replace(/\s+$/, ''),
    fields: {},
    json: false,
    raw: line,
  };
}

const COLORS = [36, 35, 34, 32, 33, 96, 95, 94, 92, 93];
const paint = (code: number, text: string, on: boolean): string =>
  on ? `\u001b[${code}m${text}\u001b[0m` : text;

function colorFor(name: string): number {
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return COLORS[hash % COLORS.length] ?? 36;
}

function clock(time: number): string {
  const d = new Date(time);
  const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

function compactValue(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** One readable line (plus an error stack, if the entry carries one). */
export function formatPretty(name: string, parsed: ParsedLine, color: boolean): string {
  const label = levelName(parsed.level);
  const levelText =
    parsed.level >= 50
      ? paint(31, label, color)
      : parsed.level >= 40
        ? paint(33, label, color)
        : paint(2, label, color);
  const extras: string[] = [];
  let stack: string | undefined;
  for (const [key, value] of Object.entries(parsed.fields)) {
    if (key === 'err' && value && typeof value === 'object') {
      const err = value as { stack?: unknown; message?: unknown };
      if (typeof err.stack === 'string') stack = err.stack;
      else if (typeof err.message === 'string') extras.push(`err=${compactValue(err.message)}`);
      continue;
    }
    extras.push(`${key}=${compactValue(value)}`);
  }
  const head = `${paint(2, clock(parsed.time), color)} ${paint(colorFor(name), name.padEnd(12), color)} ${levelText.padEnd(color ? 0 : 5)} ${parsed.msg}`;
  const line = extras.length > 0 ? `${head} ${paint(2, extras.join(' '), color)}` : head;
  return stack ? `${line}\n${stack.replace(/^/gm, '    ')}` : line;
}

/** A JSON line: the child's own line when it is JSON (with `service` added if missing). */
export function formatJson(name: string, parsed: ParsedLine): string {
  if (parsed.json) {
    if (parsed.source) return parsed.raw;
    return JSON.stringify({
      service: name,
      ...(JSON.parse(parsed.raw) as Record<string, unknown>),
    });
  }
  return JSON.stringify({ level: parsed.level, time: parsed.time, service: name, msg: parsed.msg });
}

export interface LoggerOptions {
  name?: string;
  format?: LogFormat;
  /** Lines below this level are not shown (they still reach log files). */
  minLevel?: number;
  color?: boolean;
  write?: (text: string) => void;
}

export class Logger {
  readonly name: string;
  readonly format: LogFormat;
  readonly minLevel: number;
  readonly color: boolean;
  private readonly write: (text: string) => void;

  constructor(options: LoggerOptions = {}) {
    this.name = options.name ?? 'runtime';
    this.format =
      options.format ??
      (process.stdout.isTTY && process.env.LOG_FORMAT !== 'json' ? 'pretty' : 'json');
    this.minLevel = options.minLevel ?? LEVELS.info;
    this.color =
      options.color ??
      (this.format === 'pretty' && process.stdout.isTTY === true && !process.env.NO_COLOR);
    this.write = options.write ?? ((text) => process.stdout.write(text));
  }

  child(name: string): Logger {
    return new Logger({
      name,
      format: this.format,
      minLevel: this.minLevel,
      color: this.color,
      write: this.write,
    });
  }

  /** The same logger showing only lines at or above `level`. */
  withMinLevel(level: number): Logger {
    return new Logger({
      name: this.name,
      format: this.format,
      minLevel: level,
      color: this.color,
      write: this.write,
    });
  }

  log(level: number, msg: string, fields: Record<string, unknown> = {}): void {
    if (level < this.minLevel) return;
    const parsed: ParsedLine = { level, time: Date.now(), msg, fields, json: false, raw: msg };
    this.write(
      (this.format === 'pretty'
        ? formatPretty(this.name, parsed, this.color)
        : JSON.stringify({ level, time: parsed.time, service: this.name, msg, ...fields })) + '\n',
    );
  }

  info(msg: string, fields?: Record<string, unknown>): void {
    this.log(LEVELS.info, msg, fields);
  }

  warn(msg: string, fields?: Record<string, unknown>): void {
    this.log(LEVELS.warn, msg, fields);
  }

  error(msg: string, fields?: Record<string, unknown>): void {
    this.log(LEVELS.error, msg, fields);
  }

  /** Shows a line a child process wrote, if its level is high enough. */
  forward(name: string, parsed: ParsedLine): void {
    if (parsed.level < this.minLevel) return;
    this.write(
      (this.format === 'pretty'
        ? formatPretty(name, parsed, this.color)
        : formatJson(name, parsed)) + '\n',
    );
  }

  /** Text for a person (the URL block), written as it is in both formats. */
  banner(text: string): void {
    this.write(text + '\n');
  }
}
