import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusIn } from './use-focus-fallback.ts';

/** The MutationObserver's callback runs as a microtask after the change. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function region(html: string): HTMLElement {
  document.body.innerHTML = `<section id="region">${html}</section><button id="outside">Outside</button>`;
  const element = document.getElementById('region')!;
  stop = keepFocusIn(element);
  return element;
}

const byId = (id: string) => document.getElementById(id)!;

describe('keepFocusIn: focus that never drops to <body> when its control leaves (issue #34)', () => {
  it('gives a list row’s control to the same control of the next row, else of the previous one', async () => {
    region(`<h2 id="title">Requests</h2><ul>
      <li id="one"><button>Accept 1</button><button id="refuse-1">Refuse 1</button></li>
      <li id="two"><button>Accept 2</button><button id="refuse-2">Refuse 2</button></li></ul>`);
    byId('refuse-1').focus();
    byId('one').remove();
    await settled();
    expect(byId('refuse-2')).toHaveFocus();
  });

  it('gives a replaced control’s focus to the first control of what replaced it', async () => {
    const element = region(`<h2>Calendar</h2><div id="body"><button id="create">Create</button></div>`);
    byId('create').focus();
    const body = byId('body');
    body.replaceChildren();
    body.insertAdjacentHTML('beforeend', '<p>Your link</p><button id="revoke">Revoke</button>');
    await settled();
    expect(byId('revoke')).toHaveFocus();
    expect(element.contains(document.activeElement)).toBe(true);
  });

  it('falls back to the heading before the removal, made focusable, when nothing replaces the control', async () => {
    region(`<h2 id="title">Form</h2><form id="form"><button id="send">Send</button></form>
      <section><h2>Next section</h2></section>`);
    byId('send').focus();
    byId('form').remove();
    await settled();
    expect(byId('title')).toHaveFocus();
    expect(byId('title')).toHaveAttribute('tabindex', '-1');
  });

  it('leaves a focus that went elsewhere on purpose', async () => {
    region(`<h2>Title</h2><div id="row"><button id="inside">Inside</button></div>`);
    byId('inside').focus();
    byId('outside').focus();
    byId('row').remove();
    await settled();
    expect(byId('outside')).toHaveFocus();
  });
});
