import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.ts';
import { NO_PREVIOUS_ENTRY, RegistryEntry, entryLeafHash, registryPublicKey, signTreeHead, verifyTreeHeadSignature } from './registry-log.ts';
import { toHex } from './merkle.ts';
import { TEST_REGISTRY_KEY, aRegistryLog, aRevocationEntry, anExport, headsOf } from './testing/registry-builders.ts';
import { describeProblem, verifyRegistryExport } from './verify-export.ts';

const LOG = aRegistryLog(9);
const HEADS = headsOf(LOG, [3, 3, 9]);
const EXPORT = anExport(LOG, HEADS);
/** Where each line of `text` starts. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

describe('the registry log: chained entries, signed heads, an export anyone can check', () => {
  it('given a log, then each entry names the hash of the one before, the first none', () => {
    expect(LOG[0]!.previous).toBe(NO_PREVIOUS_ENTRY);
    for (let i = 1; i < LOG.length; i++) expect(LOG[i]!.previous).toBe(toHex(entryLeafHash(LOG[i - 1]!)));
    expect(LOG.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('given an entry, then nothing in it is about its owner: no member, no order, no personal collection', () => {
    const text = canonicalJson(LOG[4]);
    for (const word of ['member', 'order', 'personalCollection', 'email']) expect(text).not.toContain(word);
  });

  it('given a head signed with the registry key, then it verifies under its public key and under no other, and not once changed', () => {
    const [head] = HEADS;
    const publicKey = registryPublicKey(TEST_REGISTRY_KEY);
    expect(verifyTreeHeadSignature(head!, publicKey)).toBe(true);
    expect(verifyTreeHeadSignature(head!, registryPublicKey('11'.repeat(32)))).toBe(false);
    expect(verifyTreeHeadSignature({ ...head!, treeSize: head!.treeSize + 1 }, publicKey)).toBe(false);
    // Ed25519 signs deterministically: the same head, the same signature.
    const { signature, ...unsigned } = head!;
    expect(signTreeHead(unsigned, TEST_REGISTRY_KEY).signature).toBe(signature);
  });

  it('given the export of a log with its heads, when it is verified, then there is no problem', () => {
    expect(verifyRegistryExport(EXPORT)).toEqual({ entries: 9, heads: 3, problems: [] });
  });

  it('given entries beyond the last head, then each is named: no head was signed over it', () => {
    const problems = verifyRegistryExport(anExport(LOG, headsOf(LOG, [3, 7]))).problems.map(describeProblem);
    expect(problems).toEqual([
      'entry 7 (26-TESTREG-008): The entry comes after the 7 the last head (signed at 2026-11-02T23:59:59.999Z) counts: no head was signed over it.',
      'entry 8 (26-TESTREG-009): The entry comes after the 7 the last head (signed at 2026-11-02T23:59:59.999Z) counts: no head was signed over it.',
    ]);
  });

  it('given any one byte of any entry line changed, when verified, then it fails and names that entry', () => {
    const starts = lineStarts(EXPORT);
    const lines = EXPORT.split('\n');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: LOG.length }), fc.nat(), fc.integer({ min: 0x20, max: 0x7e }), (lineNo, offset, code) => {
        const at = starts[lineNo]! + (offset % lines[lineNo]!.length);
        if (EXPORT.charCodeAt(at) === code) return;
        const changed = EXPORT.slice(0, at) + String.fromCharCode(code) + EXPORT.slice(at + 1);
        const { problems } = verifyRegistryExport(changed);
        expect(problems.length).toBeGreaterThan(0);
        expect(problems.some((p) => p.at.kind === 'entry' && p.at.seq === lineNo - 1), problems.map(describeProblem).join('\n')).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('given an entry taken out, or two swapped, then the heads that count them fail', () => {
    const lines = EXPORT.split('\n');
    const without = [...lines.slice(0, 3), ...lines.slice(4)].join('\n');
    expect(verifyRegistryExport(without).problems.map(describeProblem)).toEqual(expect.arrayContaining([expect.stringMatching(/^head signed at 2026-11-03T23:59:59.999Z: The head counts 9 entries; the export has 8/)]));
    const swapped = [lines[0], lines[2], lines[1], ...lines.slice(3)].join('\n');
    expect(verifyRegistryExport(swapped).problems.length).toBeGreaterThan(0);
  });

  it('given a head changed or signed with another key, then that head is named', () => {
    const forged = { ...HEADS[2]!, treeSize: 8 };
    const { signature: _signature, ...unsigned } = HEADS[2]!;
    const problems = verifyRegistryExport(anExport(LOG, [...HEADS.slice(0, 2), forged])).problems.map(describeProblem);
    expect(problems).toContain('head signed at 2026-11-03T23:59:59.999Z: The head\'s signature does not verify under key test-2026.');
    const otherKey = signTreeHead({ ...unsigned, keyId: 'stolen' }, '22'.repeat(32));
    expect(verifyRegistryExport(anExport(LOG, [...HEADS.slice(0, 2), otherKey])).problems.map(describeProblem)).toContain(
      'head signed at 2026-11-03T23:59:59.999Z: The head is signed with key stolen, which the header does not list.',
    );
  });

  it('given a header that is not a registry export\'s, then only the header is named', () => {
    expect(verifyRegistryExport('{"log":"someone-else"}\n').problems.map(describeProblem)).toEqual([expect.stringMatching(/^header: The header is not a registry export's/)]);
    expect(verifyRegistryExport('').problems.map(describeProblem)).toEqual(['header: The first line is not JSON: it should be the header.']);
  });

  describe('a revocation in the log', () => {
    const certified = aRegistryLog(3);
    const withRevocation = [...certified, aRevocationEntry(certified.at(-1)!, 1, '2026-11-29T09:00:00.000Z')];
    const exported = anExport(withRevocation, headsOf(withRevocation, [4]));

    it('given a certificate revoked after it was logged, then the export verifies, the revocation chained like any entry', () => {
      expect(verifyRegistryExport(exported)).toEqual({ entries: 4, heads: 1, problems: [] });
    });

    it('given the revocation’s reason changed in the export, then the check fails and names that entry', () => {
      const problems = verifyRegistryExport(exported.replace('"undisclosed-restoration"', '"issued-in-error"')).problems;
      expect(problems.some((p) => p.at.kind === 'entry' && p.at.seq === 3), problems.map(describeProblem).join('\n')).toBe(true);
    });

    it('given a revoked entry without its revocation, or another entry with one, then neither is an entry', () => {
      const { revocation: _revocation, ...bare } = withRevocation[3]!;
      expect(RegistryEntry.safeParse(bare).success).toBe(false);
      expect(RegistryEntry.safeParse({ ...certified[0]!, revocation: withRevocation[3]!.revocation }).success).toBe(false);
    });
  });
});
