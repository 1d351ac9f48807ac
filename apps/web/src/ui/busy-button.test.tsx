import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button.tsx';

describe('BusyButton: a button whose action runs keeps the focus (issue #34)', () => {
  it('stays focusable and focused while busy, says so, and ignores presses', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <BusyButton busy={false} onClick={onClick}>
        Save
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <BusyButton busy onClick={onClick}>
        Save
      </BusyButton>,
    );
    // A disabled button cannot hold the focus in a browser (Chromium drops it to <body>; jsdom keeps it).
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('sends no form while busy', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    render(
      <form onSubmit={onSubmit}>
        <BusyButton type="submit" busy>
          Send
        </BusyButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
