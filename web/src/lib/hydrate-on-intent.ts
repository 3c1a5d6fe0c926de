/**
 * Progressive hydration of a server-rendered page, without React: the page is readable and styled
 * from its HTML, and the app (React, Joy UI, the router, the query cache) is loaded and hydrated
 * only when the visitor shows intent to use it. A plain load (a reader, a crawler, Lighthouse)
 * runs no app code at all.
 *
 * Intent is the first pointerdown, touchstart, keydown or focusin anywhere, or the pointer moving
 * over something interactive. A click that needs the app (a button, a link to the same page: the
 * app scrolls instead of reloading) is held until hydration and then dispatched again on the same
 * element; a link to another page is left alone, as the next page comes server-rendered too.
 * Text typed into a field before hydration stays in the field, but React 19 (19.3) hydrates a
 * controlled field without reading it: the DOM keeps the visitor's text while the app's state keeps
 * the server's value (a submit would send the empty field). So once hydrated, every field whose
 * value differs from the one React rendered is handed to React as the visitor's input.
 */

/** What starts loading the app. */
const intentEvents = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Elements a click or a hover on means the visitor is about to use the app. */
const interactiveSelector =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], [role="option"], [role="combobox"]';

/** Controls whose click only the app can answer (a native `<a>` navigates without it). */
const appControlSelector = 'button, summary, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="menuitem"], [role="option"], [role="combobox"]';

/** The attribute on `<html>` that says the app has hydrated (or rendered) the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Marks the page as live: e2e tests and anyone else wait for this one signal. */
export function markHydrated(root: HTMLElement = document.documentElement): void {
  root.setAttribute(HYDRATED_ATTRIBUTE, 'true');
}

/**
 * The element a click needs the app for, or null when the browser alone does the right thing
 * (a link to another address, a click on text). A link counts as the app's when it stays on this
 * page (only its query or hash differ: the landing's section links scroll).
 */
export function appControlOf(target: EventTarget | null, location: Pick<Location, 'href' | 'origin' | 'pathname'> = window.location): Element | null {
  if (!(target instanceof Element)) return null;
  const interactive = target.closest(interactiveSelector);
  if (!interactive) return null;
  if (interactive instanceof HTMLAnchorElement) {
    if (interactive.target && interactive.target !== '_self') return null;
    if (interactive.hasAttribute('download')) return null;
    const href = new URL(interactive.getAttribute('href') ?? '', location.href);
    return href.origin === location.origin && href.pathname === location.pathname ? interactive : null;
  }
  return interactive.matches(appControlSelector) ? interactive : null;
}

/** The click's coordinates and modifier keys, so the replay looks like the visitor's click. */
function replayOf(event: MouseEvent): MouseEventInit {
  const { bubbles, cancelable, composed, clientX, clientY, screenX, screenY, button, buttons, ctrlKey, shiftKey, altKey, metaKey, detail } = event;
  return { bubbles, cancelable, composed, clientX, clientY, screenX, screenY, button, buttons, ctrlKey, shiftKey, altKey, metaKey, detail, view: window };
}

/** Sets a field's property past React's value tracker (the prototype's own setter), as the browser does on input. */
function setNatively(field: HTMLInputElement | HTMLTextAreaElement, property: 'value' | 'checked', value: string | boolean): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, property)?.set?.call(field, value);
}

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the visitor changed in one field before hydration, as a replay: React set each field's
 * default to the value it rendered, so a field whose value differs was changed by her. The replay
 * puts the field back to React's value (through React's value tracker), then to hers past the
 * tracker, and sends the event the browser would have sent, so the app's change handler sees it.
 */
function changeOf(field: FormField): (() => void) | null {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].map((option) => option.selected);
    if (chosen.every((selected, index) => selected === field.options[index]?.defaultSelected)) return null;
    return () => {
      chosen.forEach((selected, index) => {
        const option = field.options[index];
        if (option) option.selected = selected;
      });
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio button the visitor left is answered by the one she chose.
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return null;
    const visitors = field.checked;
    return () => {
      field.checked = field.defaultChecked;
      setNatively(field, 'checked', visitors);
      // A plain event named click (not a MouseEvent) reaches React's change handling without toggling the box again.
      field.dispatchEvent(new Event('click', { bubbles: true }));
    };
  }
  if (field.value === field.defaultValue) return null;
  const visitors = field.value;
  const { selectionStart, selectionEnd } = field;
  return () => {
    field.value = field.defaultValue;
    setNatively(field, 'value', visitors);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (document.activeElement === field && selectionStart !== null) field.setSelectionRange(selectionStart, selectionEnd);
  };
}

/**
 * Hands React what the visitor typed, ticked or chose before hydration. Every change is read
 * before any is replayed: each replay re-renders the app, which puts the other controlled fields
 * back to its state.
 */
export function replayChangedFields(root: ParentNode = document): void {
  const changes = [...root.querySelectorAll<FormField>('input, textarea, select')].map(changeOf);
  for (const replay of changes) replay?.();
}

export type HydrateOnIntentOptions = {
  /** Loads and hydrates the app; resolves once the page is hydrated. */
  hydrate: () => Promise<void>;
  /** Where the listeners go (tests pass their own window). */
  target?: Window & typeof globalThis;
  /** A failure to load or hydrate the app (logged: the page stays readable). */
  onError?: (error: unknown) => void;
};

export type IntentHydration = {
  /** Starts hydrating now (the page needs the app at once), or returns the hydration under way. */
  start(): Promise<void>;
};

/**
 * Waits for the visitor's intent, then hydrates; clicks on app controls made before the page is
 * hydrated are held (default prevented, not propagated, so neither the browser nor a half-hydrated
 * React acts on them) and dispatched again on the same element afterwards, in order.
 */
export function hydrateOnIntent({ hydrate, target = window, onError }: HydrateOnIntentOptions): IntentHydration {
  const held: Array<{ element: Element; init: MouseEventInit }> = [];
  let hydration: Promise<void> | undefined;

  const onIntent = () => {
    void start();
  };
  const onPointerOver = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(interactiveSelector)) void start();
  };
  const onClick = (event: Event) => {
    // The replay passes: the listeners are gone by then.
    if (!(event instanceof target.MouseEvent)) return;
    const element = appControlOf(event.target, target.location);
    void start();
    if (!element) return;
    // A link opened in a new tab or window is the browser's to open.
    if (element instanceof target.HTMLAnchorElement && (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ element, init: replayOf(event) });
  };

  const listen = (add: boolean) => {
    const method = add ? target.addEventListener.bind(target) : target.removeEventListener.bind(target);
    for (const type of intentEvents) method(type, onIntent, { capture: true, passive: true });
    method('pointerover', onPointerOver, { capture: true, passive: true });
    method('click', onClick, { capture: true });
  };

  function replay(): void {
    for (const { element, init } of held.splice(0)) {
      // A node hydration replaced (a mismatch) is no longer the one the visitor clicked.
      if (element.isConnected) element.dispatchEvent(new target.MouseEvent('click', init));
    }
  }

  function start(): Promise<void> {
    hydration ??= hydrate().then(
      () => {
        listen(false);
        replayChangedFields();
        replay();
      },
      (error: unknown) => {
        // The page stays as the server sent it (links work); the held clicks cannot be answered.
        listen(false);
        held.length = 0;
        onError?.(error);
      },
    );
    return hydration;
  }

  listen(true);
  return { start };
}
