import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceGroup } from './ChoiceGroup';

function Form({ onSubmit }: { onSubmit: () => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ChoiceGroup
        legend="I am"
        name="gender"
        idPrefix="g"
        options={[
          { value: 'male', label: 'a man' },
          { value: 'female', label: 'a woman' },
        ]}
        value={value}
        onChange={setValue}
        error={undefined}
        errorId="g-error"
      />
      <button type="submit">Next</button>
    </form>
  );
}

describe('choice group', () => {
  it('picks an option with Enter as with Space; Enter on the picked one sends the form', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'a man' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('radio', { name: 'a man' })).toBeChecked();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
