import {
  TICKET_DEFAULTS,
  TICKET_ID_REQUIRED,
  TICKET_TITLE_REQUIRED,
  type Ticket,
  type TicketBusinessValue,
  type TicketCreateInput,
  type TicketEffort,
  type TicketPriority,
  type TicketStatus,
} from '@leadsift/shared';

/** The add/edit dialog's fields; dependencies are typed as one comma-separated line. */
export type TicketForm = {
  id: string;
  title: string;
  description: string;
  status: TicketStatus;
  priority: TicketPriority;
  effort: TicketEffort;
  businessValue: TicketBusinessValue;
  assignee: string;
  dueDate: string;
  dependencies: string;
};

export type TicketFormErrors = Partial<Record<'id' | 'title', string>>;

export const emptyTicketForm: TicketForm = {
  id: '',
  title: '',
  description: '',
  ...TICKET_DEFAULTS,
  assignee: '',
  dueDate: '',
  dependencies: '',
};

export function formOf(t: Ticket): TicketForm {
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    status: t.status,
    priority: t.priority,
    effort: t.effort,
    businessValue: t.businessValue,
    assignee: t.assignee,
    dueDate: t.dueDate ?? '',
    dependencies: t.dependencies.join(', '),
  };
}

/** docs/product.md#validation: id and title required (the id only when creating: it cannot change). */
export function validateTicketForm(form: TicketForm, creating: boolean): TicketFormErrors {
  const errors: TicketFormErrors = {};
  if (creating && !form.id.trim()) errors.id = TICKET_ID_REQUIRED;
  if (!form.title.trim()) errors.title = TICKET_TITLE_REQUIRED;
  return errors;
}

export function splitDependencies(text: string): string[] {
  return text
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
}

/** The request body (docs/product.md#api: ticket fields plus dateCreated on creation; the server keeps its own date). */
export function toRequest(form: TicketForm, today: string): TicketCreateInput & { dateCreated: string } {
  return {
    id: form.id.trim(),
    title: form.title.trim(),
    description: form.description,
    status: form.status,
    priority: form.priority,
    effort: form.effort,
    businessValue: form.businessValue,
    assignee: form.assignee.trim(),
    dueDate: form.dueDate || null,
    dependencies: splitDependencies(form.dependencies),
    dateCreated: today,
  };
}
