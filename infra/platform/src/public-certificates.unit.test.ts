import { describe, expect, it } from 'vitest';
import type { CertificateView } from '@certus/contracts';
import { ManualClock } from '@certus/infra';
import { certificateOverHttp, publicCertificates, type CertificateRead } from './public-certificates.ts';

const aCertificate = (certificationId: string): CertificateView => ({
  certificationId,
  bookId: 'book000000000001',
  collectibleType: 'Comic',
  title: 'Amazing Spider-Man',
  issue: '300',
  year: 1988,
  displayYear: '1988',
  month: 5,
  publisher: 'Marvel',
  variant: '',
  keyComments: '',
  artStoryCover: '',
  grade: 9.4,
  category: 'Certified',
  tierLabel: 'Modern',
  collection: null,
  personalCollection: '',
  signees: [],
  signatures: [],
  graderNotes: '',
  comics_details: { ASP_Signers: '', VSP_Signers: '', Grader_Notes: '' },
  hasCover: false,
  coverUrl: '',
  certifiedAt: '2026-11-02T10:00:00.000Z',
  census: { copies: 1, atGrade: 1, higher: 0, gradedOrdinal: 1 },
  revocation: null,
});

/** A read model of certificates; records each id it is asked. */
function readModelHolding(...certificates: CertificateView[]) {
  const asked: string[] = [];
  const read: CertificateRead = async (id) => {
    asked.push(id);
    return certificates.find((c) => c.certificationId === id) ?? null;
  };
  return { read, asked };
}

const NOW = new Date('2026-11-20T12:00:00Z');

describe('the certificates written into their pages', () => {
  it('given an id typed in any case, when its page is asked for twice within the max age, then the read model is read once, for the canonical id', async () => {
    const { read, asked } = readModelHolding(aCertificate('19-DEMOA01-001'));
    const clock = new ManualClock(NOW);
    const certificates = publicCertificates({ read, clock, maxAgeMs: 60_000 });

    expect((await certificates('19-demoa01-001'))?.certificationId).toBe('19-DEMOA01-001');
    clock.advance(59_000);
    await certificates('19-DEMOA01-001');
    expect(asked).toEqual(['19-DEMOA01-001']);

    clock.advance(1_000);
    await certificates('19-DEMOA01-001');
    expect(asked).toEqual(['19-DEMOA01-001', '19-DEMOA01-001']);
  });

  it('given text that cannot be a certification id, then nothing is read', async () => {
    const { read, asked } = readModelHolding();

    expect(await publicCertificates({ read, clock: new ManualClock(NOW), maxAgeMs: 60_000 })('<script>')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('given an answer that is not a certificate, then the page goes out without it and the error is reported', async () => {
    const errors: unknown[] = [];
    const certificates = publicCertificates({ read: async () => ({ certificationId: 1 }), clock: new ManualClock(NOW), maxAgeMs: 60_000, onError: (e) => errors.push(e) });

    expect(await certificates('19-DEMOA01-001')).toBeNull();
    expect(errors).toHaveLength(1);
  });

  it('given a read model slower than the timeout, then the page goes out without the certificate; a failed read is asked again next time', async () => {
    let calls = 0;
    const read: CertificateRead = (id) => (++calls === 1 ? new Promise(() => undefined) : Promise.resolve(aCertificate(id)));
    const certificates = publicCertificates({ read, clock: new ManualClock(NOW), maxAgeMs: 60_000, timeoutMs: 20 });

    expect(await certificates('19-DEMOA01-001')).toBeNull();
    expect(calls).toBe(1);

    let failures = 0;
    const failing = publicCertificates({ read: () => (failures++, Promise.reject(new Error('down'))), clock: new ManualClock(NOW), maxAgeMs: 60_000 });
    expect(await failing('19-DEMOA01-001')).toBeNull();
    expect(await failing('19-DEMOA01-001')).toBeNull();
    expect(failures).toBe(2);
  });

  it("given the web front, then it asks the query service's public lookup without a caller; a 404 is no certificate", async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      return url.endsWith('19-NOSUCH1-001')
        ? new Response('{}', { status: 404 })
        : Response.json({ certificate: aCertificate('19-DEMOA01-001'), owner: null });
    }) as typeof fetch;
    const read = certificateOverHttp('http://query:8082/', fetchImpl);

    expect(((await read('19-DEMOA01-001')) as CertificateView).title).toBe('Amazing Spider-Man');
    expect(await read('19-NOSUCH1-001')).toBeNull();
    expect(urls).toEqual(['http://query:8082/api/comics/19-DEMOA01-001', 'http://query:8082/api/comics/19-NOSUCH1-001']);
  });
});
