import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useResultFocus, type ResultFocusMode } from './use-result-focus.ts';

/** A field, a button that goes once pressed, and the result it leaves, as the staff screens have them. */
function Screen({ mode }: { mode: ResultFocusMode }) {
  const [done, setDone] = useState(false);
  const { ref, focusResult } = useResultFocus<HTMLParagraphElement>();
  const act = () => {
    setDone(true);
    focusResult(mode);
  };
  return (
    <>
      <label>
        Title
        <input
          onKeyDown={(event) => {
            if (event.key === 'Enter') act();
          }}
        />
      </label>
      {!done && (
        <button type="button" onClick={act}>
          Publish
        </button>
      )}
      <p role="status" ref={ref} tabIndex={-1}>
        {done ? 'Published.' : ''}
      </p>
    </>
  );
}

describe('useResultFocus', () => {
  it('puts the focus on the result when the focused control went with the change', async () => {
    const user = userEvent.setup();
    render(<Screen mode="whenLost" />);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByRole('status')).toHaveTextContent('Published.');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('leaves the focus where it is when it was not lost (Enter in a field that stays)', async () => {
    const user = userEvent.setup();
    render(<Screen mode="whenLost" />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Soirée{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Published.');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
  });

  it('always: takes the focus even from a control that stays', async () => {
    const user = userEvent.setup();
    render(<Screen mode="always" />);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Soirée{Enter}');
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
