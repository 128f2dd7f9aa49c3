// Which log format a start gets, and how a readable line reads.
import { describe, expect, it } from 'vitest';
import { logFormatOf } from '../config';
import { OUTBOX_MESSAGE, readableLine } from './logger';

const plain = { bold: (t: string) => t, cyan: (t: string) => t, gray: (t: string) => t };

describe('LOG_FORMAT', () => {
  it('is readable on a terminal and JSON elsewhere when unset, and forced either way when set', () => {
    expect(logFormatOf(undefined, true)).toBe('pretty');
    expect(logFormatOf(undefined, false)).toBe('json');
    expect(logFormatOf(' ', false)).toBe('json');
    expect(logFormatOf('json', true)).toBe('json');
    expect(logFormatOf('Pretty', false)).toBe('pretty');
    expect(() => logFormatOf('xml', true)).toThrow('LOG_FORMAT must be json or pretty, not "xml"');
  });
});

describe('a readable line', () => {
  it('gives a request as method, address, status and time', () => {
    const line = {
      level: 30,
      msg: 'request completed',
      req: { id: 7, method: 'GET', url: '/api/users?token=[redacted]' },
      res: { statusCode: 200 },
      responseTime: 12,
    };
    expect(readableLine(line, plain)).toBe('GET /api/users?token=[redacted] 200 12 ms');
  });

  it('sets an outbox link apart on a line of its own', () => {
    const link = 'http://localhost:3000/set-password?userId=4&token=abc&resetPassword=false';
    const line = { msg: OUTBOX_MESSAGE, to: 'new@example.com', kind: 'invitation', link };
    expect(readableLine(line, { ...plain, cyan: (t) => `<${t}>` })).toBe(
      `✉ mail kept in outbox: invitation for new@example.com\n  <${link}>`,
    );
  });

  it('gives other fields after the message, and an error with its stack below', () => {
    const line = {
      level: 50,
      time: 1,
      pid: 2,
      hostname: 'h',
      msg: 'recovering interrupted imports failed',
      reqId: 3,
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x (y.ts:1:1)' },
    };
    expect(readableLine(line, plain)).toBe(
      'recovering interrupted imports failed {"reqId":3}\nError: boom\n    at x (y.ts:1:1)',
    );
  });
});
