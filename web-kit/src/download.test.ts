import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download.js';

describe('fileNameFromDisposition', () => {
  it('reads the quoted file name', () => {
    expect(
      fileNameFromDisposition('attachment; filename="invoice-SB-2026-27-000123.pdf"', 'x.pdf'),
    ).toBe('invoice-SB-2026-27-000123.pdf');
  });

  it('reads an unquoted one and prefers filename* (UTF-8)', () => {
    expect(fileNameFromDisposition('attachment; filename=note.pdf', 'x.pdf')).toBe('note.pdf');
    expect(
      fileNameFromDisposition(
        `attachment; filename="plain.pdf"; filename*=UTF-8''credit%20note.pdf`,
        'x.pdf',
      ),
    ).toBe('credit note.pdf');
  });

  it('keeps the name from leaving the downloads folder: no path survives', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'x.pdf')).toBe(
      '-..-etc-passwd',
    );
    expect(fileNameFromDisposition('attachment; filename="SB/2026/1.pdf"', 'x.pdf')).toBe(
      'SB-2026-1.pdf',
    );
    // A backslash in a quoted name escapes the next character, and leading dots go.
    expect(fileNameFromDisposition('attachment; filename="..\\..\\win.ini"', 'x.pdf')).toBe(
      'win.ini',
    );
  });

  it('falls back when there is no header or no name', () => {
    expect(fileNameFromDisposition(null, 'invoice-1234abcd.pdf')).toBe('invoice-1234abcd.pdf');
    expect(fileNameFromDisposition('attachment', 'invoice-1234abcd.pdf')).toBe(
      'invoice-1234abcd.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename=""', 'x.pdf')).toBe('x.pdf');
  });
});
