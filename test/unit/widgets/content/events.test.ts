// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../../widgets/events/index';

/** The events island keeps the server's list true as time passes (fake clock, no waiting). */
const host = { config: null, base: '/storefront/chunks/' };
const NOW = Date.UTC(2030, 2, 15, 19, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

const list = (kind: string) => {
  const root = document.createElement('section');
  root.dataset.eventList = kind;
  root.innerHTML =
    `<ul><li id="a" data-end-date="${NOW + 30 * 60_000}"><span class="timesince" data-date="${NOW - 2 * 86_400_000}">old text</span></li>` +
    `<li id="b" data-end-date="${NOW + 3 * 60 * 60_000}"></li>` +
    `<li id="c"><span class="timesince" data-date="nope">x</span></li></ul>`;
  document.body.append(root);
  return root;
};

describe('events island', () => {
  it('rewords relative times with the timesince rule, "Invalid date." included', () => {
    const root = list('upcoming');
    mount(root, host);
    expect(root.querySelector('#a .timesince')!.textContent).toBe('about 2 days ago');
    expect(root.querySelector('#c .timesince')!.textContent).toBe('Invalid date.');
  });

  it('drops an upcoming event from the list once it has ended, not a past list', () => {
    const root = list('upcoming');
    const unmount = mount(root, host);
    expect(root.querySelector<HTMLElement>('#a')!.hidden).toBe(false);
    vi.advanceTimersByTime(31 * 60_000);
    expect(root.querySelector<HTMLElement>('#a')!.hidden).toBe(true);
    expect(root.querySelector<HTMLElement>('#b')!.hidden).toBe(false);
    expect(root.querySelector('#a .timesince')!.textContent).toBe('about 2 days ago');
    unmount();
    const past = list('past');
    mount(past, host);
    vi.advanceTimersByTime(5 * 60 * 60_000);
    expect(past.querySelector<HTMLElement>('#b')!.hidden).toBe(false);
  });
});
