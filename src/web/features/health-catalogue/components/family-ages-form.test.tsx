import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FAMILY_AGE_MESSAGES } from '@/domain/catalogue/family-ages';
import { FamilyAgesForm } from './family-ages-form';

const age = (person: number) => screen.getByLabelText(`Age of person ${person}`) as HTMLInputElement;

describe('the family ages form', () => {
  it('says on each field what is wrong, links it from the summary, and applies nothing', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<FamilyAgesForm ages={[70]} disabled={false} onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await user.type(age(2), 'sixty-eight');
    await user.click(screen.getByRole('button', { name: 'Show prices' }));

    expect(onApply).not.toHaveBeenCalled();
    expect(age(2).getAttribute('aria-invalid')).toBe('true');
    const errorId = age(2).getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)?.textContent).toBe(FAMILY_AGE_MESSAGES.notANumber);
    expect(screen.getByRole('link', { name: FAMILY_AGE_MESSAGES.notANumber }).getAttribute('href')).toBe(
      `#${age(2).id}`,
    );
    expect(age(1).hasAttribute('aria-invalid')).toBe(false);

    await user.clear(age(2));
    await user.type(age(2), ' 68 ');
    await user.click(screen.getByRole('button', { name: 'Show prices' }));
    expect(onApply).toHaveBeenCalledWith([70, 68]);
  });

  it('applies no ages from one empty field', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<FamilyAgesForm ages={[]} disabled={false} onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: 'Show prices' }));
    expect(onApply).toHaveBeenCalledWith([]);
  });

  it('focuses the person added, and after a removal the person who took its place; ids stay with people', async () => {
    const user = userEvent.setup();
    render(<FamilyAgesForm ages={[70, 68, 80]} disabled={false} onApply={vi.fn()} />);
    const thirdId = age(3).id;
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    await waitFor(() => expect(document.activeElement).toBe(age(4)));

    await user.click(screen.getByRole('button', { name: 'Remove person 2' }));
    await waitFor(() => expect(document.activeElement).toBe(age(2)));
    expect(age(2).value).toBe('80');
    expect(age(2).id).toBe(thirdId);
  });
});
