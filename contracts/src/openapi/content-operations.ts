import { z } from 'zod';
import type { OperationRow } from './document.ts';
import * as content from '../http/content.ts';
import * as errors from '../http/errors.ts';
import { text } from '../rules/text.ts';
import { BANNER_PLACEMENTS, CONTENT_KINDS } from '../content/content-kinds.ts';
import { ONSITES_MAX_COUNT, contentMessages } from '../content/content-rules.ts';
import { MAX_UPLOAD_BYTES } from '../orders/grading.ts';

// The public site's content (issue 15): the public calls of spec 7.5 and the editors' commands and reads.

const cached = `Public, no token; Cache-Control: public, max-age=${content.CONTENT_MAX_AGE_SECONDS} (spec 7.5). Computed from the clock at the time of the call: only records inside their publish window and not withdrawn.`;
const daysParam = text().meta({
  description: 'A day offset from today (UTC): -5 also lists the events that ended up to 5 days ago; 0 only those not over yet. A whole number from -366 to 366.',
});
const badDays = { description: `'${contentMessages.daysBackInvalid}'`, schema: errors.ErrorBody };
const eventOrder = 'Soonest first (by first day, then last day, then name).';
const recordPath = z.object({
  kind: text().meta({ description: `The record's kind: ${CONTENT_KINDS.join(', ')}.` }),
  name: text().meta({ description: "The record's name (lower-case words joined by dashes), unique in its kind." }),
});
const editorOnly = { 403: 'The caller is not an editor.' };
const commandOk = { description: "Done: the record's revision and status now, and the position to read after.", schema: content.ContentCommandResponse };
const recordRules =
  'The publish window must end after it starts (publishUntil, optional), an event must not end before it starts; images are named by ' +
  'the key POST /api/editor/images answered (measured again from the stored file); links are pages of the site (/...) or http(s) addresses; ' +
  'descriptions and bodies are formatted text (paragraphs, `## ` headings, `- ` lists, **bold**, [label](address)), shown as text, never as HTML.';

export const contentOperations: OperationRow[] = [
  {
    method: 'get',
    path: '/api/conventions/{days}',
    operationId: 'listConventions',
    tag: 'Content',
    summary: 'Upcoming conventions Certus attends (spec 7.5: GET /api/conventions/-5)',
    description: `${cached} ${eventOrder}`,
    params: z.object({ days: daysParam }),
    ok: { description: 'The conventions.', schema: content.ConventionList },
    invalid: badDays,
  },
  {
    method: 'get',
    path: '/api/signings/{days}',
    operationId: 'listSignings',
    tag: 'Content',
    summary: 'Upcoming signing events (spec 7.5: GET /api/signings/-7)',
    description: `${cached} ${eventOrder}`,
    params: z.object({ days: daysParam }),
    ok: { description: 'The signing events.', schema: content.SigningList },
    invalid: badDays,
  },
  {
    method: 'get',
    path: '/api/signings/name/{name}',
    operationId: 'getSigning',
    tag: 'Content',
    summary: 'One signing event by its name (the page /new-signing-{name}), over or not, while it is published',
    description: cached,
    params: z.object({ name: text().meta({ description: "The signing's name." }) }),
    ok: { description: 'The signing event.', schema: content.SigningView },
    errors: { 404: `'${contentMessages.signingNotFound}'` },
  },
  {
    method: 'get',
    path: '/api/onsites/{days}/{count}',
    operationId: 'listOnsiteEvents',
    tag: 'Content',
    summary: 'Upcoming onsite grading events, at most {count} (spec 7.5: GET /api/onsites/-7/{n})',
    description: `${cached} ${eventOrder}`,
    params: z.object({ days: daysParam, count: text().meta({ description: `How many, 1 to ${ONSITES_MAX_COUNT}.` }) }),
    ok: { description: 'The onsite grading events.', schema: content.OnsiteList },
    invalid: { description: `'${contentMessages.daysBackInvalid}' or '${contentMessages.countInvalid(ONSITES_MAX_COUNT)}'`, schema: errors.ErrorBody },
  },
  {
    method: 'get',
    path: '/api/banners/publish/{placement}',
    operationId: 'listBanners',
    tag: 'Content',
    summary: 'The banners published for a placement (spec 7.5: GET /api/banners/publish/{x}), in their order',
    description: `${cached} The placement (x) is where the banners show: home (the home page's banner slider), events (the events pages), news (the news page).`,
    params: z.object({ placement: text().meta({ description: `One of ${BANNER_PLACEMENTS.join(', ')}.` }) }),
    ok: { description: 'The banners.', schema: content.BannerList },
    invalid: { description: `'${contentMessages.placementUnknown(BANNER_PLACEMENTS)}'`, schema: errors.ErrorBody },
  },
  {
    method: 'get',
    path: '/api/content/homepageslider',
    operationId: 'listHomePageSlides',
    tag: 'Content',
    summary: 'The home page slider\'s slides, in their order (spec 7.5: GET /api/content/homepageslider/; the trailing slash is optional)',
    description: cached,
    ok: { description: 'The slides.', schema: content.SlideList },
  },
  {
    method: 'get',
    path: '/api/content/home',
    operationId: 'getHomeContent',
    tag: 'Content',
    summary: "The home page's next event (any kind, not over yet, the soonest) and its banners (placement home)",
    description: `${cached} The site's server writes the same into the home page's HTML.`,
    ok: { description: 'The next event and the banners.', schema: content.HomeContent },
  },
  {
    method: 'get',
    path: '/api/news',
    operationId: 'listNews',
    tag: 'Content',
    summary: 'News items and newsletters (without their bodies), newest first (/news)',
    description: cached,
    ok: { description: 'The news.', schema: content.NewsResponse },
  },
  {
    method: 'get',
    path: '/api/news/newsletters/{name}',
    operationId: 'getNewsletter',
    tag: 'Content',
    summary: 'One newsletter by its name (/news/{page})',
    description: cached,
    params: z.object({ name: text().meta({ description: "The newsletter's name." }) }),
    ok: { description: 'The newsletter.', schema: content.NewsletterView },
    errors: { 404: `'${contentMessages.newsletterNotFound}'` },
  },
  {
    method: 'get',
    path: '/api/editor/content',
    operationId: 'listEditorContent',
    tag: 'Editor',
    summary: 'Every record, live, scheduled, ended or withdrawn (status computed now), the last changed first',
    bearer: true,
    query: content.EditorContentQuery,
    ok: { description: 'The records.', schema: content.EditorContentList },
    invalid: { description: 'An unknown kind.', schema: errors.ModelStateErrorBody },
    errors: editorOnly,
  },
  {
    method: 'get',
    path: '/api/editor/content/{kind}/{name}',
    operationId: 'getEditorContent',
    tag: 'Editor',
    summary: 'One record whatever its status: as stored (to revise it) and as the public would see it (the preview)',
    bearer: true,
    params: recordPath,
    ok: { description: 'The record.', schema: content.EditorContentDetail },
    errors: { ...editorOnly, 404: 'No such record.' },
  },
  {
    method: 'post',
    path: '/api/editor/content',
    operationId: 'publishContent',
    tag: 'Editor',
    summary: 'Publish a record (ContentPublished) under a name of its own in its kind',
    description: `${recordRules} A name once used stays taken, withdrawn or not. Send an Idempotency-Key: a retry stores nothing twice.`,
    bearer: true,
    body: { schema: content.PublishContentBody },
    ok: commandOk,
    invalid: fieldErrors(),
    errors: { ...editorOnly, 409: 'The name is taken in this kind.' },
  },
  {
    method: 'post',
    path: '/api/editor/content/{kind}/{name}/revise',
    operationId: 'reviseContent',
    tag: 'Editor',
    summary: "Revise a record: its fields, whole (ContentRevised; the same fields record nothing)",
    description: recordRules,
    bearer: true,
    params: recordPath,
    body: { schema: content.ReviseContentBody },
    ok: commandOk,
    invalid: fieldErrors(),
    errors: { ...editorOnly, 404: 'No such record.', 409: 'The record was withdrawn: it cannot be revised.' },
  },
  {
    method: 'post',
    path: '/api/editor/content/{kind}/{name}/withdraw',
    operationId: 'withdrawContent',
    tag: 'Editor',
    summary: 'Withdraw a record from the public site for good (ContentWithdrawn), whatever its window says',
    bearer: true,
    params: recordPath,
    body: { schema: content.WithdrawContentBody },
    ok: commandOk,
    invalid: fieldErrors(),
    errors: { ...editorOnly, 404: 'No such record.', 409: 'The record was already withdrawn.' },
  },
  {
    method: 'post',
    path: '/api/editor/images',
    operationId: 'uploadContentImage',
    tag: 'Editor',
    summary: 'Upload an image for a banner, slide, event or news item; answers its storage key and address',
    description:
      `The raw image as the body, at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, whatever its Content-Type: only a whole JPEG, PNG or WebP is taken, by its bytes ` +
      '(structure checked, at most 10,000 pixels a side and 50 megapixels; no SVG). Stored as content/{sha256}.{ext}: the address changes with the image. ' +
      'Nothing is recorded until a record names the key.',
    bearer: true,
    body: { schema: z.string().meta({ format: 'binary' }), mediaType: 'image/*', limit: '50 MB' },
    ok: { description: 'The stored image, measured from its bytes.', schema: content.UploadedContentImage },
    invalid: { description: `'${contentMessages.imageNotAnImage}', '${contentMessages.imageDamaged}' or '${contentMessages.imageTooManyPixels}'`, schema: errors.ErrorBody },
    errors: { ...editorOnly, 413: `'${contentMessages.imageTooLarge}'` },
  },
  {
    method: 'get',
    path: '/storage/content/{file}',
    operationId: 'getContentImage',
    tag: 'Storage',
    summary: 'An uploaded content image (the storage folder, served read-only)',
    description: 'Cached 30 days: the name is the image\'s digest, so a changed image has a new address. Not an API call: no token, and a missing file is a plain 404.',
    params: z.object({ file: text().meta({ description: '{sha256}.{jpg|png|webp}' }) }),
    ok: { description: 'The image.', mediaType: 'image/*', schema: z.string().meta({ format: 'binary' }) },
  },
];

function fieldErrors() {
  return { description: 'The form has errors: messages per field, keyed "model.<field>" (model.record.<field> for the record\'s).' };
}
