/**
 * Until React hydrates the server's markup it listens to nothing: a click on "Add" is lost, a
 * submit button posts its form natively, and what is typed into a field stays in the page where
 * React never reads it (hydration takes the field as it finds it, typed text included, for its
 * initial value). The entry holds that input from its first line, and the app hands it to React
 * once `hydrateRoot` has run, which hydrates the target of each event first and carries it out
 * (docs/architecture/performance.md "Storefront"). Links are left alone: the browser follows them.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the entry held, in order: a field changed (once, however often typed into) or a control clicked. */
type Held = { field: Field } | { click: HTMLElement };

const TICKED = 'input[type="checkbox"], input[type="radio"]';
/** A click on one of these does something only through React (a checkbox's own tick is undone). */
const CLICKED = `button, ${TICKED}`;

/** Whether a field's value is read by React from `input` events, against the value it last saw. */
const typedInto = (field: Field): field is HTMLInputElement | HTMLTextAreaElement => !(field instanceof HTMLSelectElement) && !field.matches(TICKED);

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement;

/**
 * Holds clicks and typing inside `container` from now on. Answers the function that stops
 * holding and replays what was held, to call right after `hydrateRoot`.
 */
export function holdInputUntilHydrated(container: HTMLElement): () => void {
  const held: Held[] = [];
  const changed = new Set<Field>();
  const holdClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CLICKED) : null;
    if (!control || !container.contains(control) || control.matches(':disabled')) return;
    event.preventDefault();
    held.push({ click: control });
  };
  const holdField = (event: Event) => {
    const field = event.target;
    if (!isField(field) || field.matches(TICKED) || !container.contains(field) || changed.has(field)) return; // a tick is held as its click
    changed.add(field);
    held.push({ field });
  };
  document.addEventListener('click', holdClick, true);
  document.addEventListener('input', holdField, true);
  document.addEventListener('change', holdField, true);
  return () => {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('input', holdField, true);
    document.removeEventListener('change', holdField, true);
    void replay(held);
  };
}

/**
 * One held event per task, as the visitor made them: React commits what an event changed before
 * the next one reads it (a Search click sees the city typed before it).
 */
async function replay(held: Held[]): Promise<void> {
  for (const event of held) {
    if ('field' in event) handOn(event.field);
    // A control the first render replaced (no server markup to hydrate) is gone: nothing to click.
    else if (event.click.isConnected && !event.click.matches(':disabled')) event.click.click();
    await new Promise((resolve) => setTimeout(resolve));
  }
}

/** Gives React the value the visitor left in a field, as a change. */
function handOn(field: Field): void {
  if (!field.isConnected) return;
  // A select's `change` hands React the option chosen as it is.
  if (!typedInto(field)) return void field.dispatchEvent(new Event('change', { bubbles: true }));
  const value = field.value;
  // The prototype's setter: React watches a hydrated field's own `value` property and would take
  // a value set through it as the one it already knows.
  const setValue = (text: string) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
  // React fires onChange only for a value that differs from the one it saw at hydration: the
  // field goes back to the server's value, an event hydrates it with that, and the typed value
  // comes back as the change it was.
  setValue(field.defaultValue);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  setValue(value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
