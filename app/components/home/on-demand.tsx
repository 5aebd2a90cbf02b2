import { flushSync } from 'react-dom';
import { type ComponentType, use, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

type Options = {
  /** Fetch the code as the part comes near the screen too, not only when it is used (a part below the fold). */
  whenNear?: boolean;
  /** Fetch the code at once when this is true after the page loads (e.g. fields kept across a change of language). */
  wantedAtOnce?: () => boolean;
};

/** What the visitor did to the server's HTML before the code came: carried over to the rendered part. */
type Edit = { formId: string; name: string; value: string; checked: boolean | null };
type Carried = {
  edits: Edit[];
  focused: { id: string; selection: [number, number] | null; picker: boolean } | null;
  submit: { formId: string; submitterName: string } | null;
};

const subscribeToNothing = () => () => {};
const useLayoutEffectInBrowser = typeof document === 'undefined' ? useEffect : useLayoutEffect;

function selectionOf(element: Element): [number, number] | null {
  try {
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? element.selectionStart === null
        ? null
        : [element.selectionStart, element.selectionEnd ?? element.selectionStart]
      : null;
  } catch {
    return null;
  }
}

// A date field or a list opened by a tap: its picker went with the server's HTML, so it opens again.
const hasPicker = (element: Element) =>
  element instanceof HTMLSelectElement || (element instanceof HTMLInputElement && element.type === 'date');

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function setNatively(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  // The prototype's setter, so React sees the change as a visitor's (its own tracker still has the old value).
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Makes the visitor's edits again on the rendered form, in order, so the form's rules follow them as if typed there. */
async function replay(element: HTMLElement, edits: Edit[]) {
  for (const [index, edit] of edits.entries()) {
    const next = edits[index + 1];
    if (next && next.formId === edit.formId && next.name === edit.name && edit.checked === null) continue;
    const form = element.querySelector<HTMLFormElement>(`form[id="${CSS.escape(edit.formId)}"]`);
    const named = form?.elements.namedItem(edit.name);
    const field =
      named instanceof RadioNodeList
        ? [...named].find((node) => node instanceof HTMLInputElement && node.value === edit.value)
        : named;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (edit.checked !== null && field.checked !== edit.checked) field.click();
    } else if (
      field instanceof HTMLInputElement ||
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement
    ) {
      if (field.value !== edit.value) setNatively(field, edit.value);
    }
    // The form renders the change before the next one (a pick-up date clears the drop-off, say).
    await nextTask();
  }
}

/**
 * A part of a page (a form) whose code is fetched when the visitor needs it rather than with the page
 * (decision record 078). The server renders it in full. While the page hydrates the browser keeps the
 * server's HTML as it is, outside React (so no update of the page has to wait for the part's code),
 * and the code is fetched when the visitor first points at the part, touches it or moves the focus
 * into it, or when it comes near the screen (`whenNear`). Then React renders the part in place of that
 * HTML, with what was typed, the focus, and a send made before the code came: such a send does not
 * post the plain form but waits, and goes through the rendered form, checked as usual. A client
 * navigation to the page waits for the code, as it does for the page's own.
 *
 * On the server call `preload()` before rendering (the route module awaits it).
 */
export function onDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { whenNear = false, wantedAtOnce }: Options = {},
) {
  let Loaded: ComponentType<Props> | undefined;
  let request: () => void = () => {};
  const requested = new Promise<void>((resolve) => (request = resolve));
  const ready = requested.then(load).then((component) => {
    Loaded = component;
  });

  function OnDemand(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    // False on the server and while the page hydrates; true when the part is rendered in the browser.
    const inBrowser = useSyncExternalStore(
      subscribeToNothing,
      () => true,
      () => false,
    );
    const [live, setLive] = useState(inBrowser);
    const carried = useRef<Carried | null>(null);

    useEffect(() => {
      if (live) return;
      const element = box.current;
      if (!element) return;
      const edits: Edit[] = [];
      let submit: Carried['submit'] = null;
      let done = false;
      let pointedAt: EventTarget | null = null;
      // A press in progress: the code may come between the press and the click it makes.
      let pressing = false;
      let codeHere = false;
      const finish = () => {
        if (done) return;
        done = true;
        const focused =
          document.activeElement && element.contains(document.activeElement) ? document.activeElement : null;
        carried.current = {
          edits,
          focused: focused?.id
            ? { id: focused.id, selection: selectionOf(focused), picker: focused === pointedAt && hasPicker(focused) }
            : null,
          submit,
        };
        // At once: a key pressed meanwhile lands in the rendered form, not in HTML about to go.
        flushSync(() => setLive(true));
      };
      const goLive = () => {
        request();
        void ready.then(() => {
          codeHere = true;
          // Replacing the button under a pressed pointer would lose its click (and the send it makes).
          if (!pressing) finish();
        });
      };
      const onRelease = () => {
        if (!pressing) return;
        pressing = false;
        // The click, and a send it makes, come right after the release: held first, then carried over.
        if (codeHere) setTimeout(finish, 0);
      };
      if (wantedAtOnce?.()) {
        goLive();
        return;
      }
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
      // On the window, in the capture phase: the part's HTML is not React's yet.
      const onUse = (event: Event) => {
        if (!inside(event)) return;
        if (event.type === 'pointerdown') {
          pointedAt = event.target;
          pressing = true;
        }
        goLive();
      };
      const onEdit = (event: Event) => {
        const field = event.target;
        if (!inside(event) || done) return;
        if (!(
          field instanceof HTMLInputElement ||
          field instanceof HTMLSelectElement ||
          field instanceof HTMLTextAreaElement
        ))
          return;
        if (!field.form?.id || !field.name) return;
        const checked = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
        edits.push({
          formId: field.form.id,
          name: field.name,
          value: field.value,
          checked: checked ? (field as HTMLInputElement).checked : null,
        });
      };
      const onSubmit = (event: SubmitEvent) => {
        if (done || !inside(event) || !(event.target instanceof HTMLFormElement) || !event.target.id) return;
        // Sent before the code came: held, and sent again through the rendered form.
        event.preventDefault();
        event.stopPropagation();
        submit = { formId: event.target.id, submitterName: event.submitter?.getAttribute('name') ?? '' };
        goLive();
      };
      const uses = ['pointerover', 'pointerdown', 'focusin'] as const;
      const editEvents = ['input', 'change'] as const;
      for (const type of uses) window.addEventListener(type, onUse, true);
      for (const type of editEvents) window.addEventListener(type, onEdit, true);
      window.addEventListener('submit', onSubmit, true);
      window.addEventListener('pointerup', onRelease, true);
      window.addEventListener('pointercancel', onRelease, true);
      const observer =
        whenNear && 'IntersectionObserver' in window
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && goLive(), {
              rootMargin: '300px 0px',
            })
          : null;
      observer?.observe(element);
      // From here a send is held rather than posted (tests wait for this mark as they wait for hydration).
      element.dataset.onDemand = 'waiting';
      return () => {
        done = true;
        for (const type of uses) window.removeEventListener(type, onUse, true);
        for (const type of editEvents) window.removeEventListener(type, onEdit, true);
        window.removeEventListener('submit', onSubmit, true);
        window.removeEventListener('pointerup', onRelease, true);
        window.removeEventListener('pointercancel', onRelease, true);
        observer?.disconnect();
      };
    }, [live]);

    // The rendered part takes over what the visitor did to the server's HTML.
    useLayoutEffectInBrowser(() => {
      const taken = carried.current;
      carried.current = null;
      if (!live || !taken || !box.current) return;
      const element = box.current;
      const formById = (id: string) => element.querySelector<HTMLFormElement>(`form[id="${CSS.escape(id)}"]`);
      if (taken.focused) {
        const field = document.getElementById(taken.focused.id);
        if (field && element.contains(field)) {
          field.focus({ preventScroll: true });
          if (taken.focused.picker && (field instanceof HTMLInputElement || field instanceof HTMLSelectElement))
            try {
              field.showPicker();
            } catch {
              // No picker without the tap's activation: the field keeps the focus.
            }
          const selection = taken.focused.selection;
          if (selection && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement))
            try {
              field.setSelectionRange(...selection);
            } catch {
              // A field without a text selection (date, email): the focus is enough.
            }
        }
      }
      void replay(element, taken.edits).then(() => {
        const submit = taken.submit;
        const form = submit && formById(submit.formId);
        if (!submit || !form) return;
        const submitter = [...form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].find(
          (button) => (button.getAttribute('name') ?? '') === submit.submitterName,
        );
        form.requestSubmit(submitter);
      });
    }, [live]);

    if (typeof document === 'undefined') {
      // The server: the part's HTML, in full.
      const Component = Loaded!;
      return (
        <div>
          <Component {...props} />
        </div>
      );
    }
    if (!live)
      return <div key="server-html" ref={box} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
    if (!Loaded) {
      request();
      use(ready);
    }
    const Component = Loaded!;
    return (
      <div key="rendered" ref={box}>
        <Component {...props} />
      </div>
    );
  }

  /** Fetches the code now (the server, before it renders the page). */
  OnDemand.preload = () => {
    request();
    return ready;
  };
  return OnDemand;
}
