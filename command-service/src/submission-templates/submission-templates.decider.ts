import {
  DomainError,
  MAX_SUBMISSION_TEMPLATES,
  submissionTemplateMessages,
  type CollectibleType,
  type ComicLine,
  type CountryCode,
  type SubmissionTemplateEvent,
} from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/**
 * Stream `SubmissionTemplates-{memberId}`: the member's templates by id with their names, so that a name is
 * used once among the templates kept (compared without case or outer spaces: "Monthly" and "monthly " would
 * read as one in the list) and a member keeps at most MAX_SUBMISSION_TEMPLATES.
 */
export interface SubmissionTemplatesState {
  templates: Map<string, { name: string }>;
}

export type SubmissionTemplateCommand =
  | {
      type: 'SaveSubmissionTemplate';
      memberId: string;
      templateId: string;
      name: string;
      countryCode: CountryCode;
      collectibleType: CollectibleType;
      comics: ComicLine[];
      at: string;
    }
  | { type: 'RenameSubmissionTemplate'; memberId: string; templateId: string; name: string; at: string }
  | { type: 'DeleteSubmissionTemplate'; memberId: string; templateId: string; at: string };

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

function refuseTakenName(state: SubmissionTemplatesState, name: string, exceptId: string | null): void {
  for (const [id, template] of state.templates) {
    if (id !== exceptId && sameName(template.name, name)) throw new DomainError('conflict', submissionTemplateMessages.nameTaken(template.name), 'name');
  }
}

export function decideSubmissionTemplates(command: SubmissionTemplateCommand, state: SubmissionTemplatesState): SubmissionTemplateEvent[] {
  switch (command.type) {
    case 'SaveSubmissionTemplate': {
      // A retry of the same save (same id) is the same template: nothing new.
      if (state.templates.has(command.templateId)) return [];
      if (state.templates.size >= MAX_SUBMISSION_TEMPLATES) throw new DomainError('conflict', submissionTemplateMessages.tooMany);
      if (command.comics.length === 0) throw new DomainError('invalid', submissionTemplateMessages.emptyCart, 'comics');
      refuseTakenName(state, command.name, null);
      const { type: _type, at, ...data } = command;
      return [{ type: 'SubmissionTemplateSaved', data: { ...data, savedAt: at } }];
    }
    case 'RenameSubmissionTemplate': {
      const template = state.templates.get(command.templateId);
      if (!template) throw new DomainError('not_found', submissionTemplateMessages.notFound);
      if (template.name === command.name) return [];
      refuseTakenName(state, command.name, command.templateId);
      return [{ type: 'SubmissionTemplateRenamed', data: { memberId: command.memberId, templateId: command.templateId, name: command.name, renamedAt: command.at } }];
    }
    case 'DeleteSubmissionTemplate': {
      if (!state.templates.has(command.templateId)) throw new DomainError('not_found', submissionTemplateMessages.notFound);
      return [{ type: 'SubmissionTemplateDeleted', data: { memberId: command.memberId, templateId: command.templateId, deletedAt: command.at } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveSubmissionTemplates(state: SubmissionTemplatesState, event: SubmissionTemplateEvent): SubmissionTemplatesState {
  const templates = new Map(state.templates);
  switch (event.type) {
    case 'SubmissionTemplateSaved':
    case 'SubmissionTemplateRenamed':
      templates.set(event.data.templateId, { name: event.data.name });
      return { templates };
    case 'SubmissionTemplateDeleted':
      templates.delete(event.data.templateId);
      return { templates };
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const submissionTemplatesDecider: Decider<SubmissionTemplatesState, SubmissionTemplateCommand, SubmissionTemplateEvent> = {
  initialState: () => ({ templates: new Map() }),
  evolve: evolveSubmissionTemplates,
  decide: decideSubmissionTemplates,
};
