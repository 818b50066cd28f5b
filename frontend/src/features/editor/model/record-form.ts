import {
  ContentRecordBody,
  contentNameFrom,
  contentViewOf,
  isContentName,
  contentMessages,
  type ContentKind,
  type ContentRecord,
  type ContentRecordInput,
  type ContentView,
  type UploadedContentImage,
} from '@certus/contracts';

/**
 * The editor's form, as inputs hold it (text, a list of checked services, the uploaded image), and the three
 * things made from it: the request body (the contracts' ContentRecordBody checks it here and on the server),
 * the record as the public would see it (the draft's preview, through the same contentViewOf as the query
 * side), and back from a stored record (to revise it).
 */
export interface RecordFormValues {
  name: string;
  title: string;
  /** `datetime-local` inputs: the editor's own time zone; sent as UTC instants. */
  publishFrom: string;
  publishUntil: string;
  startsOn: string;
  endsOn: string;
  venue: string;
  address: string;
  city: string;
  region: string;
  country: string;
  description: string;
  booth: string;
  /** One signer a line. */
  signers: string;
  services: string[];
  image: UploadedContentImage | null;
  imageAlt: string;
  link: string;
  placement: string;
  order: string;
  caption: string;
  summary: string;
  body: string;
}

/** Which inputs each kind has, in form order (also the order errors are focused in). */
export const FIELDS_OF: Record<ContentKind, (keyof RecordFormValues)[]> = {
  convention: ['title', 'name', 'startsOn', 'endsOn', 'venue', 'address', 'city', 'region', 'country', 'booth', 'description', 'image', 'imageAlt', 'link', 'publishFrom', 'publishUntil'],
  signing: ['title', 'name', 'signers', 'startsOn', 'endsOn', 'venue', 'address', 'city', 'region', 'country', 'description', 'image', 'imageAlt', 'link', 'publishFrom', 'publishUntil'],
  onsite: ['title', 'name', 'services', 'startsOn', 'endsOn', 'venue', 'address', 'city', 'region', 'country', 'description', 'image', 'imageAlt', 'link', 'publishFrom', 'publishUntil'],
  banner: ['title', 'name', 'image', 'imageAlt', 'link', 'placement', 'order', 'publishFrom', 'publishUntil'],
  slide: ['title', 'name', 'image', 'imageAlt', 'caption', 'link', 'order', 'publishFrom', 'publishUntil'],
  news: ['title', 'name', 'summary', 'body', 'image', 'imageAlt', 'link', 'publishFrom', 'publishUntil'],
  newsletter: ['title', 'name', 'summary', 'body', 'publishFrom', 'publishUntil'],
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` value in this browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** A `datetime-local` value as a UTC instant; what is not one is sent as typed, for the schema to name. */
function fromLocalInput(value: string): string {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : value;
}

export function emptyValues(kind: ContentKind, now: Date): RecordFormValues {
  return {
    name: '',
    title: '',
    publishFrom: toLocalInput(now.toISOString()),
    publishUntil: '',
    startsOn: '',
    endsOn: '',
    venue: '',
    address: '',
    city: '',
    region: '',
    country: 'US',
    description: '',
    booth: '',
    signers: '',
    services: kind === 'onsite' ? ['Grading'] : [],
    image: null,
    imageAlt: '',
    link: '',
    placement: 'home',
    order: '0',
    caption: '',
    summary: '',
    body: '',
  };
}

/** A stored record in the form, to revise it; its image with the address the preview gave it. */
export function valuesOf(name: string, record: ContentRecord, imageUrl: string | null, now: Date): RecordFormValues {
  const values: RecordFormValues = { ...emptyValues(record.kind, now), name, title: record.title, publishFrom: toLocalInput(record.publishFrom), publishUntil: toLocalInput(record.publishUntil) };
  const r = record as Partial<Record<string, unknown>>;
  for (const key of ['startsOn', 'endsOn', 'venue', 'address', 'city', 'region', 'country', 'description', 'booth', 'imageAlt', 'placement', 'caption', 'summary', 'body'] as const) {
    if (typeof r[key] === 'string') values[key] = r[key] as string;
  }
  if (typeof r.link === 'string') values.link = r.link;
  if (typeof r.order === 'number') values.order = String(r.order);
  if (record.kind === 'signing') values.signers = record.signers.join('\n');
  if (record.kind === 'onsite') values.services = [...record.services];
  if ('image' in record && record.image && imageUrl) values.image = { ...record.image, url: imageUrl };
  return values;
}

/** The request body's record (ContentRecordBody's input) for a kind, from the form. */
export function bodyOf(kind: ContentKind, v: RecordFormValues): ContentRecordInput {
  const window = { title: v.title, publishFrom: fromLocalInput(v.publishFrom), publishUntil: v.publishUntil ? fromLocalInput(v.publishUntil) : null };
  const picture = { image: v.image?.key ?? null, imageAlt: v.imageAlt, link: v.link.trim() || null };
  const event = { ...window, startsOn: v.startsOn, endsOn: v.endsOn, venue: v.venue, address: v.address, city: v.city, region: v.region, country: v.country, description: v.description, ...picture };
  const order = /^\d+$/.test(v.order.trim()) ? Number(v.order.trim()) : Number.NaN;
  switch (kind) {
    case 'convention':
      return { kind, ...event, booth: v.booth };
    case 'signing':
      return { kind, ...event, signers: v.signers.split('\n').map((s) => s.trim()).filter(Boolean) };
    case 'onsite':
      return { kind, ...event, services: v.services } as ContentRecordInput;
    case 'banner':
      return { kind, ...window, ...picture, placement: v.placement, order } as ContentRecordInput;
    case 'slide':
      return { kind, ...window, ...picture, order, caption: v.caption };
    case 'news':
      return { kind, ...window, ...picture, summary: v.summary, body: v.body };
    case 'newsletter':
      return { kind, ...window, summary: v.summary, body: v.body };
  }
}

export type FormErrors = Partial<Record<keyof RecordFormValues, string>>;

/** The form's errors by the contracts' own rules and messages (the server checks the same again). */
export function formErrors(kind: ContentKind, values: RecordFormValues, { naming }: { naming: boolean }): FormErrors {
  const errors: FormErrors = {};
  if (naming && !isContentName(values.name)) errors.name = contentMessages.nameInvalid;
  const parsed = ContentRecordBody.safeParse(bodyOf(kind, values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof RecordFormValues;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return errors;
}

/** The record as the public would see it, from the form (the draft's preview); null while the form has errors. */
export function draftViewOf(kind: ContentKind, values: RecordFormValues): ContentView | null {
  const parsed = ContentRecordBody.safeParse(bodyOf(kind, values));
  if (!parsed.success) return null;
  const image = values.image ? { key: values.image.key, contentType: values.image.contentType, width: values.image.width, height: values.image.height, bytes: values.image.bytes, sha256: values.image.sha256 } : null;
  const record = (parsed.data.kind === 'newsletter' ? parsed.data : { ...parsed.data, image }) as ContentRecord;
  const url = values.image?.url ?? '';
  return contentViewOf(values.name || contentNameFrom(values.title) || 'draft', record, () => url);
}

/** Server field errors ('record.title', 'name') on the form's fields. */
export function serverFieldErrors(fieldErrors: Record<string, string[]>): FormErrors {
  const errors: FormErrors = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = key.replace(/^record\./, '').split('.')[0] as keyof RecordFormValues;
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
}
