// A tiny DOM builder: the booking page is plain DOM, so its first load stays a few kilobytes.

type Child = Node | string | false | null | undefined;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean | number | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

/** Replaces what `root` shows and moves focus to the step's heading (the hostel's h1 stays above it), so a screen reader hears the new step. */
export function show(root: HTMLElement, ...children: Child[]): void {
  root.replaceChildren(...children.filter((child): child is Node | string => Boolean(child)));
  const heading = root.querySelector<HTMLElement>('h2') ?? root.querySelector<HTMLElement>('h1');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus();
  }
}

export function field(label: string, input: HTMLInputElement | HTMLTextAreaElement): HTMLElement {
  const error = h('p', { class: 'error', id: `${input.name}-error`, hidden: true });
  input.id = `f-${input.name}`;
  input.setAttribute('aria-describedby', error.id);
  return h('div', { class: 'field' }, h('label', { for: input.id }, label), input, error);
}

/** Shows a field's message (or clears it); false when the form has no such field. */
export function fieldError(form: HTMLFormElement, name: string, message: string | undefined): boolean {
  const error = form.querySelector<HTMLElement>(`#${CSS.escape(name)}-error`);
  if (!error) return false;
  error.textContent = message ?? '';
  error.hidden = !message;
  form.querySelector(`[name="${CSS.escape(name)}"]`)?.setAttribute('aria-invalid', message ? 'true' : 'false');
  return true;
}

export function alertBox(message: string): HTMLElement {
  return h('p', { class: 'alert', role: 'alert' }, message);
}
