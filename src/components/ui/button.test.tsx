import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { getButtonClassName } from './button-class-name';

describe('Button', () => {
  it('calls onClick when enabled', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Buy</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('blocks clicks and keyboard activation while disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Buy
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Buy' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('blocks clicks while loading and says it is busy', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Buy
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Buy' });
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('button-spinner').getAttribute('aria-hidden')).toBe('true');
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when enabled', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Send</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('defaults to type button so it never submits by accident', () => {
    render(<Button>Plain</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('button');
  });

  it('styles variants: primary uses the brand colour', () => {
    render(
      <>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="link">Link</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Primary' }).className).toContain('bg-brand');
    expect(screen.getByRole('button', { name: 'Secondary' }).className).toContain('text-brand');
    expect(screen.getByRole('button', { name: 'Link' }).className).toContain('underline-offset-4');
  });

  it('gives link buttons no box height or padding', () => {
    expect(getButtonClassName('link', 'lg')).not.toMatch(/\bh-12\b|\bpx-6\b/);
    expect(getButtonClassName('link', 'lg')).toContain('text-lg');
    expect(getButtonClassName('primary', 'lg')).toContain('h-12');
  });
});
