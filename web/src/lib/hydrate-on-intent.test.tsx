// @vitest-environment happy-dom
import { useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appControlOf, HYDRATED_ATTRIBUTE, hydrateOnIntent, markHydrated } from './hydrate-on-intent';

/** A server-rendered piece with a counter button, a same-page link, a link away and a controlled field. */
function Page({ onClicked }: { onClicked: (what: string) => void }) {
  const [count, setCount] = useState(0);
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Нажато: {count}
      </button>
      <a href="/?path=services" onClick={(event) => (event.preventDefault(), onClicked('section'))}>
        Услуги
      </a>
      <a href="/blogs">Статьи</a>
      <p>Просто текст</p>
      <label>
        Имя <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <output>{name}</output>
      <label>
        Согласна <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      </label>
      <span data-testid="agreed">{agreed ? 'да' : 'нет'}</span>
    </main>
  );
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
});

/** The page as the server sends it, and a hydration that the test lets go when it wants. */
function serverRenderedPage(onClicked: (what: string) => void = () => undefined) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onClicked={onClicked} />);
  document.body.append(container);
  // Like the real one, hydration starts once the app's code has loaded (a task later), not within the visitor's event.
  const hydrate = vi.fn(async () => {
    await new Promise((loaded) => setTimeout(loaded, 0));
    await new Promise<void>((resolve) => {
        const Done = () => {
          useEffect(resolve, []);
          return null;
        };
        root = hydrateRoot(
          container,
          <>
            <Page onClicked={onClicked} />
            <Done />
          </>,
        );
      });
  });
  const element = <T extends Element>(selector: string) => {
    const found = container.querySelector<T>(selector);
    if (!found) throw new Error(`${selector} is not on the page`);
    return found;
  };
  return { container, hydrate, element };
}

const click = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('hydration on the visitor’s intent', () => {
  it('should not load the app on a plain load, and start it on the first pointerdown', async () => {
    const { hydrate, element } = serverRenderedPage();
    const hydration = hydrateOnIntent({ hydrate });
    await Promise.resolve();
    expect(hydrate).not.toHaveBeenCalled();
    element('p').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    element('button').dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    await hydration.start();
  });

  it('should start on hovering a control but not on hovering text', async () => {
    const { hydrate, element } = serverRenderedPage();
    const hydration = hydrateOnIntent({ hydrate });
    element('p').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(hydrate).not.toHaveBeenCalled();
    element('a[href="/blogs"]').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
    await hydration.start();
  });

  it('should hold a click on a button made before hydration and answer it once, on the same element, afterwards', async () => {
    const { hydrate, element } = serverRenderedPage();
    const hydration = hydrateOnIntent({ hydrate });
    const button = element<HTMLButtonElement>('button');
    expect(click(button)).toBe(false);
    expect(button.textContent).toBe('Нажато: 0');
    await hydration.start();
    await vi.waitFor(() => expect(element('button').textContent).toBe('Нажато: 1'));
    expect(element('button')).toBe(button);
    // Afterwards React alone answers clicks.
    click(button);
    await vi.waitFor(() => expect(button.textContent).toBe('Нажато: 2'));
  });

  it('should hold a click on a link to the same page (the app scrolls) but let a link to another page navigate', async () => {
    const onClicked = vi.fn();
    const { hydrate, element } = serverRenderedPage(onClicked);
    const hydration = hydrateOnIntent({ hydrate });
    // What reaches the page (the browser's navigation follows it), stopped here: the test stays on its page.
    const reached: string[] = [];
    const stopNavigation = (event: Event) => {
      if (event.target instanceof Element) reached.push(event.target.getAttribute('href') ?? '');
      event.preventDefault();
    };
    document.addEventListener('click', stopNavigation);
    click(element('a[href="/blogs"]'));
    // Ctrl+click opens a new tab: the browser's, not held.
    element('a[href="/?path=services"]').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(click(element('a[href="/?path=services"]'))).toBe(false);
    expect(reached).toEqual(['/blogs', '/?path=services']);
    document.removeEventListener('click', stopNavigation);
    await hydration.start();
    await vi.waitFor(() => expect(onClicked).toHaveBeenCalledWith('section'));
    expect(onClicked).toHaveBeenCalledTimes(1);
  });

  it('should keep what the visitor typed and ticked before hydration, in the fields and in the app’s state', async () => {
    const { hydrate, element } = serverRenderedPage();
    const hydration = hydrateOnIntent({ hydrate });
    // She ticks the box (the browser toggles it: a checkbox is not held), then types her name.
    const checkbox = element<HTMLInputElement>('input[type="checkbox"]');
    checkbox.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    checkbox.checked = true;
    const input = element<HTMLInputElement>('input');
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.value = 'Мария';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await hydration.start();
    await vi.waitFor(() => expect(element('output').textContent).toBe('Мария'));
    expect(input.value).toBe('Мария');
    expect(element('input')).toBe(input);
    expect(element('[data-testid="agreed"]').textContent).toBe('да');
    expect(checkbox.checked).toBe(true);
  });

  it('should report a failed load and stop holding clicks, so the page stays as the server sent it', async () => {
    const onError = vi.fn();
    const failure = new Error('chunk failed');
    const hydration = hydrateOnIntent({ hydrate: () => Promise.reject(failure), onError });
    document.body.innerHTML = '<button type="button">Кнопка</button>';
    const button = document.querySelector('button');
    expect(button && click(button)).toBe(false);
    await hydration.start();
    expect(onError).toHaveBeenCalledWith(failure);
    expect(button && click(button)).toBe(true);
  });

  it('should mark <html> once the page is live', () => {
    markHydrated();
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });
});

describe('which clicks need the app', () => {
  const location = new URL('http://localhost/blogs/7');
  const within = (html: string, selector: string) => {
    document.body.innerHTML = html;
    return document.querySelector(selector);
  };

  it('should name the control for buttons and same-page links, and nothing for other links and text', () => {
    expect(appControlOf(within('<button><span>Купить</span></button>', 'span'), location)?.tagName).toBe('BUTTON');
    expect(appControlOf(within('<div role="button" tabindex="0">Открыть</div>', 'div'), location)?.tagName).toBe('DIV');
    expect(appControlOf(within('<a href="/blogs/7#comments">Ниже</a>', 'a'), location)?.tagName).toBe('A');
    expect(appControlOf(within('<a href="/blogs">Статьи</a>', 'a'), location)).toBeNull();
    expect(appControlOf(within('<a href="/blogs/7" target="_blank">Новая вкладка</a>', 'a'), location)).toBeNull();
    expect(appControlOf(within('<a href="https://t.me/coach">Telegram</a>', 'a'), location)).toBeNull();
    expect(appControlOf(within('<p>Текст</p>', 'p'), location)).toBeNull();
  });
});
