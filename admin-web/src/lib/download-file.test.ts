import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './download-file';

describe('fileNameFromDisposition', () => {
  it("reads the server's file name", () => {
    expect(
      fileNameFromDisposition('attachment; filename="invoice-SB-2026-27-000123.pdf"', 'x.pdf'),
    ).toBe('invoice-SB-2026-27-000123.pdf');
    expect(fileNameFromDisposition('attachment; filename=invoice.pdf', 'x.pdf')).toBe(
      'invoice.pdf',
    );
    expect(
      fileNameFromDisposition(
        `attachment; filename="fallback.pdf"; filename*=UTF-8''credit%20note.pdf`,
        'x.pdf',
      ),
    ).toBe('credit note.pdf');
  });

  it('falls back without a name, and drops any path', () => {
    expect(fileNameFromDisposition(null, 'x.pdf')).toBe('x.pdf');
    expect(fileNameFromDisposition('attachment', 'x.pdf')).toBe('x.pdf');
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"', 'x.pdf')).toBe(
      'passwd',
    );
  });
});
