import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs.tsx';

/**
 * jsdom lays nothing out: the strip is given the geometry of a phone, 300 px wide, over six tabs of 120 px
 * side by side (720 px), each tab placed by its position in the strip less the strip's scroll.
 */
const STRIP_WIDTH = 300;
const TAB_WIDTH = 120;
const TABS = ['Campus', 'Digital', 'Health', 'Housing', 'Sport', 'Vie du campus'].map((label, index) => ({
  to: `/services/tabs/${String(index)}`,
  label,
}));

function list(): HTMLElement {
  return screen.getByRole('list');
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('tabs__list') ? STRIP_WIDTH : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('tabs__list') ? TAB_WIDTH * TABS.length : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = this.classList.contains('tabs__tab')
      ? TABS.findIndex((tab) => tab.label === this.textContent)
      : -1;
    const left = index < 0 ? 0 : index * TAB_WIDTH - list().scrollLeft;
    const width = index < 0 ? STRIP_WIDTH : TAB_WIDTH;
    return DOMRect.fromRect({ x: left, y: 0, width, height: 44 });
  });
  // jsdom has no scrolling either: scrollTo moves the strip and tells its listeners, as a browser does.
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object') this.scrollLeft = options.left ?? this.scrollLeft;
    this.dispatchEvent(new Event('scroll'));
  };
});

afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
});

function renderTabsAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/services/tabs/:tab', element: <Tabs label="Service categories" tabs={TABS} /> }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

/** The selected tab's span in view, as the strip's scroll leaves it. */
function selectedInView(): { start: number; end: number } {
  const selected = screen.getByRole('link', { current: 'page' }).getBoundingClientRect();
  return { start: selected.left, end: selected.right };
}

describe('tab strip (issue #29)', () => {
  it('opens with the selected tab scrolled into view, clear of the faded edge', () => {
    renderTabsAt('/services/tabs/5');
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Vie du campus');
    const { start, end } = selectedInView();
    expect(start).toBeGreaterThanOrEqual(32);
    expect(end).toBeLessThanOrEqual(STRIP_WIDTH);
  });

  it('leaves the strip where it is when the selected tab is already in view', () => {
    renderTabsAt('/services/tabs/0');
    expect(list().scrollLeft).toBe(0);
  });

  it('brings a newly selected tab into view', async () => {
    renderTabsAt('/services/tabs/0');
    await userEvent.click(screen.getByRole('link', { name: 'Sport' }));
    expect(screen.getByRole('link', { current: 'page' })).toHaveTextContent('Sport');
    const { start, end } = selectedInView();
    expect(start).toBeGreaterThanOrEqual(0);
    expect(end).toBeLessThanOrEqual(STRIP_WIDTH - 32);
  });

  it('marks the side where more tabs wait, for the fade: after, at the start of the strip', () => {
    renderTabsAt('/services/tabs/0');
    const strip = screen.getByRole('navigation', { name: 'Service categories' });
    expect(strip).toHaveAttribute('data-more-after');
    expect(strip).not.toHaveAttribute('data-more-before');
  });

  it('marks both sides when the selected tab sits in the middle of the strip', () => {
    renderTabsAt('/services/tabs/3');
    const strip = screen.getByRole('navigation', { name: 'Service categories' });
    expect(strip).toHaveAttribute('data-more-before');
    expect(strip).toHaveAttribute('data-more-after');
  });
});
