import { z } from 'zod';
import { appliedTemplateConfig, type AppliedTemplateConfig, type SavedFilter } from './api/template-schemas';

/** A template picked for the List Cleaner: kept until a file is there and the wizard applies it. */
export type TemplateChoice = { templateId: string; name: string; config: AppliedTemplateConfig };

const templateChoice = z.object({ templateId: z.string(), name: z.string(), config: appliedTemplateConfig });
const storageKey = 'leadsift.templateToApply';

/** The choice a template as listed makes (the same configuration POST /api/apply-saved-filter answers). */
export function choiceOf(filter: SavedFilter): TemplateChoice {
  return { templateId: filter.id, name: filter.name, config: { ...filter.filter_config, overrides: filter.overrides } };
}

/** The Templates page's Apply: handed to the List Cleaner, which takes it when it opens. */
export function offerTemplate(choice: TemplateChoice): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(choice));
  } catch (err) {
    console.warn('Could not hand the template to the List Cleaner', err);
  }
}

/** The template the Templates page handed over, once (taking it removes it). */
export function takeOfferedTemplate(): TemplateChoice | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(storageKey);
    sessionStorage.removeItem(storageKey);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = templateChoice.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
