export type DemoRequestVariant = 'training' | 'general';

/** What a visitor typed; `message` is the training challenges in the training variant. */
export type DemoRequestValues = {
  variant: DemoRequestVariant;
  name: string;
  email: string;
  organization: string;
  message: string;
};

/** The form's field names, shared by the markup and `readDemoRequest`. */
export const DEMO_FIELDS = ['name', 'email', 'organization', 'message'] as const;

/** Reads the submitted form; a missing field counts as empty. */
export function readDemoRequest(form: HTMLFormElement, variant: DemoRequestVariant): DemoRequestValues {
  const data = new FormData(form);
  const value = (name: (typeof DEMO_FIELDS)[number]) => {
    const entry = data.get(name);
    return typeof entry === 'string' ? entry.trim() : '';
  };
  return {
    variant,
    name: value('name'),
    email: value('email'),
    organization: value('organization'),
    message: value('message'),
  };
}
