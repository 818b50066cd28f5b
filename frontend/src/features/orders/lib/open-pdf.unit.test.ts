import { describe, expect, it, vi } from 'vitest';
import { base64ToBlob, openPdfWindow } from './open-pdf.ts';

const PDF_BASE64 = btoa('%PDF-1.4 test');

describe('opening a base64 PDF in a new window (spec 7.3)', () => {
  it('decodes base64 into the bytes of a typed Blob', async () => {
    const blob = base64ToBlob(PDF_BASE64, 'application/pdf');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4 test');
  });

  it('given a window opened on the click, then the PDF is shown in it', () => {
    const reserved = { location: { href: '' }, close: vi.fn() };
    const host = { open: vi.fn(() => reserved as never) };
    const urls = { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() };

    openPdfWindow(host, urls).show(PDF_BASE64, 'application/pdf');

    expect(host.open).toHaveBeenCalledTimes(1);
    expect(host.open).toHaveBeenCalledWith('', '_blank');
    expect(reserved.location.href).toBe('blob:invoice');
  });

  it('given the browser blocked the blank window, then the PDF is opened directly', () => {
    const host = { open: vi.fn(() => null) };
    const urls = { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() };

    openPdfWindow(host, urls).show(PDF_BASE64, 'application/pdf');

    expect(host.open).toHaveBeenLastCalledWith('blob:invoice', '_blank');
  });

  it('given the invoice could not be had, then the blank window is closed', () => {
    const reserved = { location: { href: '' }, close: vi.fn() };
    openPdfWindow({ open: () => reserved as never }, { createObjectURL: vi.fn(), revokeObjectURL: vi.fn() }).cancel();
    expect(reserved.close).toHaveBeenCalled();
  });
});
