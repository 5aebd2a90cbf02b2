/**
 * What a visitor typed survives a change of language: the language switch is a full page load (the
 * other language's page is its own address), so just before it the marked forms' fields are kept in
 * this tab's session storage, and the same form on the next page takes them back once. Passwords,
 * files and hidden fields are never kept, and what is kept expires in a few minutes.
 */
const STORAGE_KEY = 'forms-kept-across-language';
const LIFETIME_MS = 5 * 60_000;

/** The attribute that marks a form whose fields are kept when the language changes. */
export const keptAcrossLanguage = { 'data-kept-across-language': '' } as const;

type KeptForm = { id: string; at: number; values: Record<string, string> };

const skipped = new Set(['password', 'file', 'hidden', 'submit', 'button']);

/** Called as the language switch is followed: keeps every marked form's fields, by form id. */
export function keepFormsAcrossLanguage() {
  const kept: KeptForm[] = [];
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-kept-across-language]')) {
    if (!form.id) continue;
    const values: Record<string, string> = {};
    for (const element of form.elements) {
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) {
        if (element instanceof HTMLTextAreaElement && element.name) values[element.name] = element.value;
        continue;
      }
      if (!element.name || skipped.has(element.type)) continue;
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
        if (element.checked) values[element.name] = element.value;
        else if (element.type === 'checkbox') values[element.name] ??= '';
        continue;
      }
      values[element.name] = element.value;
    }
    kept.push({ id: form.id, at: Date.now(), values });
  }
  try {
    if (kept.length) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused (private mode, full): the page changes language without the typed fields.
  }
}

/** Whether fields are kept for the form with this id, without taking them. */
export function hasKeptForm(id: string): boolean {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return Boolean(stored && (JSON.parse(stored) as KeptForm[]).some((form) => form.id === id));
  } catch {
    return false;
  }
}

/** The fields kept for the form with this id, once: taking them removes them. */
export function takeKeptForm(id: string): Record<string, string> | null {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (!stored) return null;
    const kept = JSON.parse(stored) as KeptForm[];
    const found = kept.find((form) => form.id === id);
    const rest = kept.filter((form) => form !== found);
    if (rest.length) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(rest));
    else sessionStorage.removeItem(STORAGE_KEY);
    return found && Date.now() - found.at < LIFETIME_MS ? found.values : null;
  } catch {
    return null;
  }
}

/** Puts kept values into a form's fields that React does not control (a controlled field already shows its state). */
export function fillUncontrolledFields(form: HTMLFormElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const element = form.elements.namedItem(name);
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio'))
      element.checked = value !== '' && element.value === value;
    else if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    )
      element.value = value;
  }
}
