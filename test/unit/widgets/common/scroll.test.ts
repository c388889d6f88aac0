// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusAndReveal } from '../../../../widgets/common/focus-later';
import { SCROLL_OFFSET, easeOutSine, scrollToElement, tween } from '../../../../widgets/common/scroll';

/** Animation frames driven by hand: each call runs the queued frames at `now`. */
const frames = () => {
  let queue: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => (queue.push(cb), queue.length));
  return (now: number) => {
    const run = queue;
    queue = [];
    run.forEach((cb) => cb(now));
  };
};
const boxAt = (top: number, height = 40) => ({ top, bottom: top + height, left: 0, right: 100, width: 100, height }) as DOMRect;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('scrolling as the platform does (docs/behaviour.md §9 "scrolling")', () => {
  it('easeOutSine runs from 0 to 1, fast at first', () => {
    expect([easeOutSine(0), easeOutSine(1)]).toEqual([0, 1]);
    expect(easeOutSine(0.5)).toBeCloseTo(Math.SQRT1_2);
  });

  it('tweens over 300 ms by default, eased, ending on the target', async () => {
    const tick = frames();
    const seen: number[] = [];
    const done = tween(0, 100, (v) => seen.push(v));
    tick(1000);
    tick(1150);
    tick(1300);
    await done;
    expect(seen[0]).toBe(0);
    expect(seen[1]).toBeCloseTo(100 * Math.SQRT1_2);
    expect(seen.at(-1)).toBe(100);
  });

  it('scrolls to leave 30 px above an element out of view, and not at all for one in view', async () => {
    const tick = frames();
    const to = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const el = document.createElement('p');
    document.body.append(el);
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue(boxAt(100));
    await scrollToElement(el);
    expect(to).not.toHaveBeenCalled();

    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue(boxAt(innerHeight + 500));
    const done = scrollToElement(el);
    for (let t = 0; t <= 400; t += 100) tick(t);
    await done;
    expect(to).toHaveBeenLastCalledWith(0, scrollY + innerHeight + 500 - SCROLL_OFFSET);
    expect(to.mock.calls.length).toBeGreaterThan(2); // animated, not one jump
  });

  it('jumps at once with reduced motion', async () => {
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }));
    const to = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const el = document.createElement('p');
    document.body.append(el);
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue(boxAt(-400));
    await scrollToElement(el);
    expect(to.mock.calls).toEqual([[0, 0]]);
  });

  it('focusAndReveal focuses without the browser\'s jump and scrolls; inside a dialog it only focuses', () => {
    frames();
    const input = document.createElement('input');
    document.body.append(input);
    const focus = vi.spyOn(input, 'focus');
    focusAndReveal(input);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    const dialog = document.createElement('dialog');
    const inner = document.createElement('input');
    dialog.append(inner);
    document.body.append(dialog);
    const innerFocus = vi.spyOn(inner, 'focus');
    focusAndReveal(inner);
    expect(innerFocus).toHaveBeenCalledWith();
  });
});
