import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_MAX_AGE_SECONDS, WRITTEN_AT_HEADER, contentMessages, contentStreamId, type ContentRecordInput, type UploadedContentImage } from '@certus/contracts';
import { ManualClock } from '@certus/infra';
import { contentProjection } from '@certus/projections';
import { startTestPlatform } from '../support/test-platform.ts';
import { expectReplayAndRebuildIdentical } from '../support/projection-checks.ts';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

/** Wednesday 10 March 2027, noon UTC: "today" for every read below unless the clock is moved. */
const NOW = '2027-03-10T12:00:00.000Z';
const clock = new ManualClock(new Date(NOW));
const LIVE_SINCE = '2027-03-01T00:00:00.000Z';

const place = { venue: 'McCormick Place', city: 'Chicago', region: 'IL', country: 'US' };
const convention = (title: string, startsOn: string, endsOn: string, more: Partial<ContentRecordInput> = {}) =>
  ({ kind: 'convention', title, publishFrom: LIVE_SINCE, startsOn, endsOn, ...place, ...more }) as ContentRecordInput;

async function aBannerImage(colour: string, format: 'webp' | 'png' = 'webp'): Promise<Buffer> {
  const image = sharp({ create: { width: 1200, height: 400, channels: 3, background: colour } });
  return format === 'webp' ? image.webp().toBuffer() : image.png().toBuffer();
}

describe('the public site\'s content, published by editors (real PostgreSQL)', () => {
  let platform: Platform;
  let editor: string;
  let member: string;
  let writtenAt = '';

  const publish = async (name: string, record: ContentRecordInput, headers: Record<string, string> = {}) => {
    const answer = await platform.api('/api/editor/content', { token: editor, json: { name, record }, headers });
    if (answer.body?.position) writtenAt = answer.body.position;
    return answer;
  };
  const command = async (kind: string, name: string, step: 'revise' | 'withdraw', json: unknown) => {
    const answer = await platform.api(`/api/editor/content/${kind}/${name}/${step}`, { token: editor, json });
    if (answer.body?.position) writtenAt = answer.body.position;
    return answer;
  };
  /** A read that waits for the projections to include the last command (read-your-writes). */
  const read = (url: string, token?: string) => platform.api(url, { ...(token ? { token } : {}), headers: writtenAt ? { [WRITTEN_AT_HEADER]: writtenAt } : {} });
  const upload = async (bytes: Buffer, contentType = 'image/webp') => {
    const response = await fetch(`${platform.baseUrl}/api/editor/images`, { method: 'POST', headers: { authorization: `Bearer ${editor}`, 'content-type': contentType }, body: new Uint8Array(bytes) });
    return { status: response.status, body: (await response.json()) as UploadedContentImage & { message?: string } };
  };

  beforeAll(async () => {
    platform = await startTestPlatform({ clock });
    const issue = (role: 'editor' | 'authenticated', id: string) => platform.deps.tokens.issue({ userId: id, email: `${id}@certus.test`, role, sessionId: `s-${id}`, displayName: id });
    editor = await issue('editor', 'editor-1');
    member = await issue('authenticated', 'member-1');

    // Conventions around "today": one over 6 days ago, one over 5 days ago, one on now, two ahead (one not public yet), one withdrawn.
    expect((await publish('wondercon-2027', convention('WonderCon 2027', '2027-03-01', '2027-03-04'))).status).toBe(200);
    expect((await publish('emerald-city-2027', convention('Emerald City Comic Con 2027', '2027-03-03', '2027-03-05'))).status).toBe(200);
    expect((await publish('c2e2-2027', convention('C2E2 2027', '2027-03-09', '2027-03-11', { booth: '#1210' }))).status).toBe(200);
    expect((await publish('fan-expo-dallas-2027', convention('Fan Expo Dallas 2027', '2027-04-16', '2027-04-18', { venue: 'Kay Bailey Hutchison Convention Center', city: 'Dallas', region: 'TX' }))).status).toBe(200);
    expect((await publish('nycc-2027', convention('New York Comic Con 2027', '2027-10-07', '2027-10-10', { publishFrom: '2027-04-01T00:00:00.000Z' }))).status).toBe(200);
    expect((await publish('sdcc-2027', convention('San Diego Comic-Con 2027', '2027-07-22', '2027-07-25'))).status).toBe(200);
    expect((await command('convention', 'sdcc-2027', 'withdraw', { reason: 'Sold out' })).status).toBe(200);
  });
  afterAll(async () => {
    await platform?.stop();
  });

  it('given conventions around today, when GET /api/conventions/-5, then the live ones not over for more than 5 days come, soonest first, cached 300 s', async () => {
    const answer = await read('/api/conventions/-5');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(`public, max-age=${CONTENT_MAX_AGE_SECONDS}`);
    expect(answer.body.map((c: { name: string }) => c.name)).toEqual(['emerald-city-2027', 'c2e2-2027', 'fan-expo-dallas-2027']);
    expect(answer.body[1]).toMatchObject({ kind: 'convention', title: 'C2E2 2027', booth: '#1210', venue: 'McCormick Place', city: 'Chicago', image: null });
    expect((await read('/api/conventions/0')).body.map((c: { name: string }) => c.name)).toEqual(['c2e2-2027', 'fan-expo-dallas-2027']);
  });

  it('given the same rows, when the clock moves, then what is listed moves with it (computed at read time, nothing written)', async () => {
    clock.set('2027-04-02T08:00:00.000Z');
    try {
      expect((await read('/api/conventions/-5')).body.map((c: { name: string }) => c.name)).toEqual(['fan-expo-dallas-2027', 'nycc-2027']);
    } finally {
      clock.set(NOW);
    }
  });

  it('given a bad day offset or count, then 400 with the message; an unknown placement, 400', async () => {
    expect(await read('/api/conventions/yesterday')).toMatchObject({ status: 400, body: { message: contentMessages.daysBackInvalid } });
    expect(await read('/api/onsites/-7/0')).toMatchObject({ status: 400, body: { message: contentMessages.countInvalid(100) } });
    expect((await read('/api/banners/publish/sidebar')).status).toBe(400);
  });

  it('given signings and onsite events, when listed, then each kind comes alone, onsites at most n; one signing reads by its name', async () => {
    const signing = { kind: 'signing', title: 'Todd McFarlane signing', publishFrom: LIVE_SINCE, startsOn: '2027-03-20', endsOn: '2027-03-20', ...place, signers: ['Todd McFarlane', 'Greg Capullo'] };
    expect((await publish('mcfarlane-c2e2', signing as ContentRecordInput)).status).toBe(200);
    for (const [name, day] of [['onsite-dallas', '2027-03-12'], ['onsite-toronto', '2027-03-14'], ['onsite-plano', '2027-03-30']] as const) {
      const onsite = { kind: 'onsite', title: name, publishFrom: LIVE_SINCE, startsOn: day, endsOn: day, ...place, services: ['Grading', 'Pressing'] };
      expect((await publish(name, onsite as ContentRecordInput)).status).toBe(200);
    }
    expect((await read('/api/signings/-7')).body).toEqual([expect.objectContaining({ kind: 'signing', name: 'mcfarlane-c2e2', signers: ['Todd McFarlane', 'Greg Capullo'] })]);
    expect((await read('/api/onsites/-7/2')).body.map((o: { name: string }) => o.name)).toEqual(['onsite-dallas', 'onsite-toronto']);
    expect((await read('/api/signings/name/mcfarlane-c2e2')).body).toMatchObject({ title: 'Todd McFarlane signing' });
    expect((await read('/api/signings/name/nobody')).status).toBe(404);
  });

  it('given an image uploaded, then it is stored under its digest and served as what it is; a banner showing it is listed for its placement in order', async () => {
    const first = await upload(await aBannerImage('#1d3557'));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ contentType: 'image/webp', width: 1200, height: 400, url: `/storage/${first.body.key}` });
    expect(first.body.key).toMatch(/^content\/[0-9a-f]{64}\.webp$/);
    expect((await readFile(path.join(platform.storageDir, first.body.key))).length).toBe(first.body.bytes);
    const served = await fetch(`${platform.baseUrl}${first.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // A PNG sent as "image/jpeg": the bytes decide.
    const second = await upload(await aBannerImage('#e63946', 'png'), 'image/jpeg');
    expect(second.body).toMatchObject({ contentType: 'image/png' });

    const banner = (name: string, key: string, order: number) =>
      publish(name, { kind: 'banner', title: name, publishFrom: LIVE_SINCE, image: key, imageAlt: `Banner ${name}`, link: '/pressing', placement: 'home', order } as ContentRecordInput);
    expect((await banner('second', first.body.key, 2)).status).toBe(200);
    expect((await banner('first', second.body.key, 1)).status).toBe(200);
    const listed = await read('/api/banners/publish/home');
    expect(listed.body.map((b: { name: string }) => b.name)).toEqual(['first', 'second']);
    expect(listed.body[1]).toEqual({ kind: 'banner', name: 'second', title: 'second', image: { url: first.body.url, width: 1200, height: 400, alt: 'Banner second' }, link: '/pressing', placement: 'home', order: 2 });
    expect((await read('/api/banners/publish/events')).body).toEqual([]);
  });

  it('given files that are not images the site takes, or a key nobody uploaded, then 400 and nothing is stored', async () => {
    expect(await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml')).toMatchObject({ status: 400, body: { message: contentMessages.imageNotAnImage } });
    const cut = await aBannerImage('#457b9d', 'png');
    expect(await upload(cut.subarray(0, cut.length - 20), 'image/png')).toMatchObject({ status: 400, body: { message: contentMessages.imageDamaged } });
    const answer = await publish('ghost', { kind: 'banner', title: 'Ghost', publishFrom: LIVE_SINCE, image: `content/${'0'.repeat(64)}.webp`, imageAlt: 'x', placement: 'home' } as ContentRecordInput);
    expect(answer).toMatchObject({ status: 400, body: { modelState: { 'model.record.image': [contentMessages.imageNotUploaded] } } });
  });

  it('given an image over 50 MB, then 413 names the limit', async () => {
    const answer = await upload(Buffer.alloc(50 * 1024 * 1024 + 1, 0xff));
    expect(answer).toMatchObject({ status: 413, body: { message: contentMessages.imageTooLarge } });
  });

  it('given news items and a newsletter, then /api/news lists them newest first and the newsletter reads by its name; a scheduled one is nowhere', async () => {
    await publish('express-faster', { kind: 'news', title: 'Express is faster', publishFrom: '2027-03-02T00:00:00.000Z', summary: 'Five days.', body: '**Five** business days.' } as ContentRecordInput);
    await publish('spring-2027', { kind: 'newsletter', title: 'Spring 2027', publishFrom: '2027-03-05T00:00:00.000Z', summary: 'Shows and signings.', body: '## Shows\n\n- C2E2' } as ContentRecordInput);
    await publish('summer-2027', { kind: 'newsletter', title: 'Summer 2027', publishFrom: '2027-06-01T00:00:00.000Z', summary: 'Later.', body: 'Later.' } as ContentRecordInput);
    const news = await read('/api/news');
    expect(news.body.items.map((n: { name: string }) => n.name)).toEqual(['express-faster']);
    expect(news.body.newsletters).toEqual([{ kind: 'newsletter', name: 'spring-2027', title: 'Spring 2027', summary: 'Shows and signings.', publishedAt: '2027-03-05T00:00:00.000Z' }]);
    expect((await read('/api/news/newsletters/spring-2027')).body).toMatchObject({ body: '## Shows\n\n- C2E2' });
    expect(await read('/api/news/newsletters/summer-2027')).toMatchObject({ status: 404, body: { message: contentMessages.newsletterNotFound } });
  });

  it('given everything published, then the home content is the next event not over and the home banners', async () => {
    const home = await read('/api/content/home');
    expect(home.body.nextEvent).toMatchObject({ kind: 'convention', name: 'c2e2-2027' });
    expect(home.body.banners.map((b: { name: string }) => b.name)).toEqual(['first', 'second']);
  });

  it('given the editor list, then it holds every record with its status now: live, scheduled, withdrawn; one record reads with its public view', async () => {
    const list = await read('/api/editor/content?kind=convention', editor);
    expect(list.headers.get('cache-control')).toBe('private, no-cache');
    const status = Object.fromEntries(list.body.map((r: { name: string; status: string }) => [r.name, r.status]));
    expect(status).toEqual({ 'wondercon-2027': 'live', 'emerald-city-2027': 'live', 'c2e2-2027': 'live', 'fan-expo-dallas-2027': 'live', 'nycc-2027': 'scheduled', 'sdcc-2027': 'withdrawn' });
    expect(list.body.find((r: { name: string }) => r.name === 'sdcc-2027')).toMatchObject({ withdrawnReason: 'Sold out', startsOn: '2027-07-22', endsOn: '2027-07-25' });
    const detail = await read('/api/editor/content/convention/nycc-2027', editor);
    expect(detail.body).toMatchObject({ row: { status: 'scheduled' }, record: { kind: 'convention', title: 'New York Comic Con 2027' }, view: { kind: 'convention', name: 'nycc-2027' } });
  });

  it('given a member or nobody, then the editor calls answer 403 and 401', async () => {
    expect((await read('/api/editor/content', member)).status).toBe(403);
    expect((await read('/api/editor/content')).status).toBe(401);
    expect((await platform.api('/api/editor/content', { token: member, json: { name: 'x', record: convention('X', '2027-05-01', '2027-05-01') } })).status).toBe(403);
    expect((await platform.api('/api/editor/images', { json: {} })).status).toBe(401);
  });

  it('given the publishing rules, then a taken name, a withdrawn record revised or withdrawn again, a window ending before it starts are refused', async () => {
    expect(await publish('c2e2-2027', convention('Again', '2027-03-09', '2027-03-11'))).toMatchObject({ status: 409, body: { modelState: { 'model.name': [contentMessages.alreadyExists('convention', 'c2e2-2027')] } } });
    expect(await command('convention', 'sdcc-2027', 'revise', { record: convention('Back', '2027-07-22', '2027-07-25') })).toMatchObject({ status: 409, body: { message: contentMessages.withdrawnCannotChange('convention', 'sdcc-2027') } });
    expect(await command('convention', 'sdcc-2027', 'withdraw', {})).toMatchObject({ status: 409, body: { message: contentMessages.alreadyWithdrawn('convention', 'sdcc-2027') } });
    expect(await publish('bad-window', convention('Bad', '2027-05-01', '2027-05-01', { publishUntil: '2027-02-01T00:00:00.000Z' }))).toMatchObject({
      status: 400,
      body: { modelState: { 'model.record.publishUntil': [contentMessages.windowEndsBeforeStart] } },
    });
    expect(await command('signing', 'c2e2-2027', 'revise', { record: convention('Wrong kind', '2027-03-09', '2027-03-11') })).toMatchObject({ status: 400 });
    expect((await command('convention', 'nobody', 'withdraw', {})).status).toBe(404);
    expect((await command('stores', 'c2e2-2027', 'withdraw', {})).status).toBe(404);
  });

  it('given a revise, then the public view changes at once for a reader of the position; the same fields again record nothing', async () => {
    const revised = convention('C2E2 2027', '2027-03-09', '2027-03-11', { booth: '#1300' });
    expect((await command('convention', 'c2e2-2027', 'revise', { record: revised })).body).toMatchObject({ revision: 2, status: 'live' });
    expect((await read('/api/conventions/0')).body[0]).toMatchObject({ name: 'c2e2-2027', booth: '#1300' });
    expect((await command('convention', 'c2e2-2027', 'revise', { record: revised })).body).toMatchObject({ revision: 2, position: null });
  });

  it('given a publish retried with the same Idempotency-Key, then one event is stored and both answers agree', async () => {
    const record = convention('Fan Expo Canada 2027', '2027-08-26', '2027-08-29', { venue: 'Metro Toronto Convention Centre', city: 'Toronto', region: 'ON', country: 'CA' });
    const headers = { 'Idempotency-Key': 'publish-fan-expo-canada-1' };
    const first = await publish('fan-expo-canada-2027', record, headers);
    const again = await publish('fan-expo-canada-2027', record, headers);
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: { revision: 1 } });
    expect(await platform.store.readStream(contentStreamId('convention', 'fan-expo-canada-2027'))).toHaveLength(1);
  });

  it('given the projection caught up, when the whole log is applied again, then no row changes, and a rebuild from zero gives the same rows', async () => {
    await expectReplayAndRebuildIdentical(platform, contentProjection, 'content_records', 'record_key');
  });
});
