import { describe, expect, it } from 'vitest';
import { contentMessages } from '../content/content-rules.ts';
import { modelStateFromZod } from './model-state.ts';
import { PublishContentBody } from './content.ts';

const signing = {
  kind: 'signing',
  title: 'Todd McFarlane signing',
  publishFrom: '2027-01-01T09:00:00-05:00',
  startsOn: '2027-10-08',
  endsOn: '2027-10-08',
  venue: 'Javits Center',
  city: 'New York',
  country: 'us',
  signers: ['Todd McFarlane'],
};

const errorsOf = (body: unknown) => {
  const result = PublishContentBody.safeParse(body);
  return result.success ? {} : modelStateFromZod(result.error).modelState;
};

describe('the editor\'s publish body', () => {
  it('given a signing with the fields an editor must give, then the rest default and times are kept in UTC', () => {
    const parsed = PublishContentBody.parse({ name: 'mcfarlane-nycc', record: signing });
    expect(parsed.record).toMatchObject({ publishFrom: '2027-01-01T14:00:00.000Z', publishUntil: null, country: 'US', address: '', region: '', description: '', image: null, imageAlt: '', link: null });
  });

  it('given a window that ends before it starts and an event that ends before it starts, then each field says so', () => {
    expect(errorsOf({ name: 'x', record: { ...signing, publishUntil: '2026-12-31T00:00:00Z', startsOn: '2027-10-09' } })).toMatchObject({
      'model.record.publishUntil': [contentMessages.windowEndsBeforeStart],
      'model.record.endsOn': [contentMessages.eventEndsBeforeStart],
    });
  });

  it('given a bad name, a javascript: link, a day that is not one, an image never uploaded, then each is refused on its field', () => {
    const errors = errorsOf({ name: 'Not a name', record: { ...signing, link: 'javascript:alert(1)', endsOn: '2027-02-30', image: '../../etc/passwd' } });
    expect(errors).toMatchObject({
      'model.name': [contentMessages.nameInvalid],
      'model.record.link': [contentMessages.linkInvalid],
      'model.record.endsOn': [contentMessages.dayInvalid],
      'model.record.image': [contentMessages.imageNotUploaded],
    });
  });

  it('given a banner without its image or alt text, then both are asked for', () => {
    const errors = errorsOf({ name: 'spring', record: { kind: 'banner', title: 'Spring', publishFrom: '2027-01-01T00:00:00Z', image: null, imageAlt: '', placement: 'home' } });
    expect(errors).toMatchObject({ 'model.record.image': [contentMessages.imageRequired], 'model.record.imageAlt': [contentMessages.imageAltRequired] });
  });

  it('given a NUL in a title, then the text boundary refuses it', () => {
    expect(Object.keys(errorsOf({ name: 'x', record: { ...signing, title: 'a\u0000b' } }))).toContain('model.record.title');
  });
});
