import { describe, it } from 'vitest';
import { MAX_SUBMISSION_TEMPLATES, plainComicLine, submissionTemplateMessages, type SubmissionTemplateEvent } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { submissionTemplatesDecider, type SubmissionTemplateCommand } from './submission-templates.decider.ts';

const spec = deciderSpec(submissionTemplatesDecider);
const memberId = 'member-1';
const at = '2026-03-02T15:00:00.000Z';
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const comics = [plainComicLine({ uniqueId: 'l1', title: 'Saga', issue: '1', year: 2012, publisher: 'Image', insuredCents: 5_000, tierId: 'MN' })];

const save = (n: number, name: string): SubmissionTemplateCommand => ({
  type: 'SaveSubmissionTemplate',
  memberId,
  templateId: idOf(n),
  name,
  countryCode: 'US',
  collectibleType: 'Comic',
  comics,
  at,
});
const saved = (n: number, name: string): SubmissionTemplateEvent => ({
  type: 'SubmissionTemplateSaved',
  data: { memberId, templateId: idOf(n), name, countryCode: 'US', collectibleType: 'Comic', comics, savedAt: at },
});
const rename = (n: number, name: string): SubmissionTemplateCommand => ({ type: 'RenameSubmissionTemplate', memberId, templateId: idOf(n), name, at });
const renamed = (n: number, name: string): SubmissionTemplateEvent => ({ type: 'SubmissionTemplateRenamed', data: { memberId, templateId: idOf(n), name, renamedAt: at } });
const remove = (n: number): SubmissionTemplateCommand => ({ type: 'DeleteSubmissionTemplate', memberId, templateId: idOf(n), at });
const deleted = (n: number): SubmissionTemplateEvent => ({ type: 'SubmissionTemplateDeleted', data: { memberId, templateId: idOf(n), deletedAt: at } });

describe("a member's submission templates", () => {
  it('given no template, when the cart is saved under a name, then the template is saved with its lines', () => {
    spec.given([]).when(save(1, 'Monthly moderns')).then([saved(1, 'Monthly moderns')]);
  });

  it('given a template, when another is saved under the same name in another case, then it is refused on name', () => {
    spec.given([saved(1, 'Monthly moderns')]).when(save(2, ' monthly MODERNS')).thenThrows(submissionTemplateMessages.nameTaken('Monthly moderns'));
  });

  it('given a deleted template, when its name is used again, then the new template is saved', () => {
    spec.given([saved(1, 'Keys'), deleted(1)]).when(save(2, 'Keys')).then([saved(2, 'Keys')]);
  });

  it('given the same save retried (same id), then nothing new is recorded', () => {
    spec.given([saved(1, 'Keys')]).when(save(1, 'Keys')).then([]);
  });

  it(`given ${MAX_SUBMISSION_TEMPLATES} templates, when one more is saved, then it is refused until one is deleted`, () => {
    const full = Array.from({ length: MAX_SUBMISSION_TEMPLATES }, (_, i) => saved(i + 1, `Template ${i + 1}`));
    spec.given(full).when(save(99, 'One too many')).thenThrows(submissionTemplateMessages.tooMany);
    spec.given([...full, deleted(1)]).when(save(99, 'One too many')).then([saved(99, 'One too many')]);
  });

  it('given an empty cart, when saved, then it is refused', () => {
    spec.given([]).when({ ...save(1, 'Empty'), comics: [] } as SubmissionTemplateCommand).thenThrows(submissionTemplateMessages.emptyCart);
  });

  it('given a template, when renamed, then it is renamed; to its own name, nothing; to another template\'s name, refused', () => {
    spec.given([saved(1, 'Keys')]).when(rename(1, 'Silver keys')).then([renamed(1, 'Silver keys')]);
    spec.given([saved(1, 'Keys')]).when(rename(1, 'Keys')).then([]);
    spec.given([saved(1, 'Keys'), saved(2, 'Moderns')]).when(rename(2, 'keys')).thenThrows(submissionTemplateMessages.nameTaken('Keys'));
  });

  it('given a template, when deleted, then it is deleted; renaming or deleting it afterwards (or an unknown id) is not found', () => {
    spec.given([saved(1, 'Keys')]).when(remove(1)).then([deleted(1)]);
    spec.given([saved(1, 'Keys'), deleted(1)]).when(remove(1)).thenThrows(submissionTemplateMessages.notFound);
    spec.given([saved(1, 'Keys'), deleted(1)]).when(rename(1, 'Again')).thenThrows(submissionTemplateMessages.notFound);
    spec.given([]).when(remove(7)).thenThrows(submissionTemplateMessages.notFound);
  });
});
