import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion.tsx';

const items = [
  { faq_ask: 'First question?', faq_answer: 'First answer' },
  { faq_ask: 'Second question?', faq_answer: 'Second answer' },
];

describe('FAQ accordion (spec §2.14)', () => {
  it('opens one item at a time, and a click toggles it', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion title="FAQ" items={items} renderAnswer={(html) => <p>{html}</p>} />);
    const first = screen.getByRole('button', { name: 'First question?' });
    const second = screen.getByRole('button', { name: 'Second question?' });
    expect(screen.queryByText('First answer')).not.toBeVisible();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('First answer')).toBeVisible();

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('First answer')).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Second answer')).not.toBeVisible();
  });

  it('is operated with the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion title="FAQ" items={items} renderAnswer={(html) => <p>{html}</p>} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText('First answer')).toBeVisible();
  });
});
