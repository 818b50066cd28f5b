import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SUBMISSION_TEMPLATES, SubmissionTemplateDetail, SubmissionTemplateList, plainComicLine, submissionTemplateMessages } from '@certus/contracts';
import { submissionTemplatesProjection } from '@certus/projections';
import { startTestPlatform } from '../support/test-platform.ts';
import { expectReplayAndRebuildIdentical } from '../support/projection-checks.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const comics = [
  plainComicLine({ uniqueId: 'l1', title: 'Saga', issue: '1', year: 2012, publisher: 'Image', insuredCents: 5_000, tierId: 'MN', quantity: 2 }),
  plainComicLine({ uniqueId: 'l2', title: 'Incredible Hulk', issue: '181', year: 1974, publisher: 'Marvel', insuredCents: 30_000, tierId: 'NW', press: 1 }),
  plainComicLine({ uniqueId: 'l3', title: 'Amazing Spider-Man', issue: '300', year: 1988, publisher: 'Marvel', insuredCents: 15_000, tierId: 'MN' }),
  plainComicLine({ uniqueId: 'l4', title: 'X-Men', issue: '1', year: 1991, publisher: 'Marvel', insuredCents: 2_000, tierId: 'MN' }),
];
const saveBody = (name: string) => ({ name, countryCode: 'US', collectibleType: 'Comic', comics });

describe('submission templates over HTTP (real PostgreSQL)', () => {
  let platform: Platform;
  let token: string;
  let otherToken: string;

  const list = async (as = token) => SubmissionTemplateList.parse((await platform.api('/api/submission-templates', { token: as })).body);
  async function listUntil(ok: (names: string[]) => boolean) {
    for (let i = 0; i < 200; i++) {
      const names = (await list()).map((t) => t.name);
      if (ok(names)) return names;
      await sleep(25);
    }
    throw new Error('the template list never settled');
  }

  beforeAll(async () => {
    platform = await startTestPlatform();
    token = await platform.deps.tokens.issue({ userId: 'member-a', email: 'a@example.test', role: 'authenticated', sessionId: 'sa', displayName: 'A' });
    otherToken = await platform.deps.tokens.issue({ userId: 'member-b', email: 'b@example.test', role: 'authenticated', sessionId: 'sb', displayName: 'B' });
  });
  afterAll(() => platform?.stop());

  it('given a cart, when the member saves it under a name, then the list shows it (lines, books, first titles) and the template holds the lines', async () => {
    const saved = await platform.api('/api/submission-templates', { token, json: saveBody('Monthly moderns'), headers: { 'idempotency-key': 'save-monthly-1' } });
    expect(saved.status).toBe(200);
    const { templateId } = saved.body as { templateId: string };
    await listUntil((names) => names.includes('Monthly moderns'));
    expect(await list()).toEqual([
      expect.objectContaining({ templateId, name: 'Monthly moderns', countryCode: 'US', collectibleType: 'Comic', lineCount: 4, bookCount: 5, titles: ['Saga #1', 'Incredible Hulk #181', 'Amazing Spider-Man #300'] }),
    ]);
    const detail = await platform.api(`/api/submission-templates/${templateId}`, { token });
    expect(SubmissionTemplateDetail.parse(detail.body).comics).toEqual(comics);
    expect(detail.headers.get('cache-control')).toBe('private, no-cache');

    // The same request again (a retry): the same id, nothing new.
    const retried = await platform.api('/api/submission-templates', { token, json: saveBody('Monthly moderns'), headers: { 'idempotency-key': 'save-monthly-1' } });
    expect(retried.body.templateId).toBe(templateId);
    expect(retried.body.position).toBeUndefined();
  });

  it('given a template, when another member asks for it, renames or deletes it, then it is not found for them; their own list is empty', async () => {
    const [template] = await list();
    expect((await platform.api(`/api/submission-templates/${template!.templateId}`, { token: otherToken })).status).toBe(404);
    expect((await platform.api(`/api/submission-templates/${template!.templateId}/rename`, { token: otherToken, json: { name: 'Mine now' } })).status).toBe(404);
    expect((await platform.api(`/api/submission-templates/${template!.templateId}`, { method: 'DELETE', token: otherToken })).status).toBe(404);
    expect(await list(otherToken)).toEqual([]);
    expect((await platform.api('/api/submission-templates')).status).toBe(401);
  });

  it('given a name used by another template (case aside), when saving or renaming to it, then 409 on name; a free name renames it', async () => {
    const taken = await platform.api('/api/submission-templates', { token, json: saveBody('MONTHLY MODERNS') });
    expect(taken.status).toBe(409);
    expect(taken.body.modelState).toEqual({ 'model.name': [submissionTemplateMessages.nameTaken('Monthly moderns')] });

    const second = await platform.api('/api/submission-templates', { token, json: saveBody('Silver keys') });
    await listUntil((names) => names.length === 2);
    expect((await platform.api(`/api/submission-templates/${second.body.templateId}/rename`, { token, json: { name: 'monthly moderns' } })).status).toBe(409);
    expect((await platform.api(`/api/submission-templates/${second.body.templateId}/rename`, { token, json: { name: 'Bronze keys' } })).status).toBe(200);
    expect(await listUntil((names) => names.includes('Bronze keys'))).toEqual(['Bronze keys', 'Monthly moderns']);
  });

  it('given a bad body (no name, an empty cart, a NUL in the name), then 400 naming the field', async () => {
    const refused = await platform.api('/api/submission-templates', { token, json: { ...saveBody(' '), comics: [] } });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.modelState).sort()).toEqual(['model.comics', 'model.name']);
    expect((await platform.api('/api/submission-templates', { token, json: saveBody('bad\u0000name') })).status).toBe(400);
  });

  it('given a template, when deleted, then it leaves the list and is not found', async () => {
    const template = (await list()).find((t) => t.name === 'Bronze keys')!;
    expect((await platform.api(`/api/submission-templates/${template.templateId}`, { method: 'DELETE', token })).status).toBe(200);
    expect(await listUntil((names) => !names.includes('Bronze keys'))).toEqual(['Monthly moderns']);
    expect((await platform.api(`/api/submission-templates/${template.templateId}`, { token })).status).toBe(404);
  });

  it(`given ${MAX_SUBMISSION_TEMPLATES} templates, when one more is saved, then 409`, async () => {
    const have = (await list()).length;
    for (let i = have; i < MAX_SUBMISSION_TEMPLATES; i++) expect((await platform.api('/api/submission-templates', { token, json: saveBody(`Template ${i}`) })).status).toBe(200);
    expect((await platform.api('/api/submission-templates', { token, json: saveBody('One too many') })).body.message).toBe(submissionTemplateMessages.tooMany);
  });

  it('given the template events, when replayed and rebuilt, then the read model is identical', async () => {
    await expectReplayAndRebuildIdentical(platform, submissionTemplatesProjection, 'submission_templates', 'template_id');
  });
});
