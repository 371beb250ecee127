import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SkeletonBlock, SkeletonLine, SkeletonList } from '@/ui/Skeleton';

describe('SkeletonList', () => {
  it('tells assistive technology the loading text and hides the placeholders from it', () => {
    const { container } = render(
      <SkeletonList label="Carregando pedidos..." count={3} className="card-grid" itemClassName="card">
        <SkeletonLine width="60%" />
        <SkeletonBlock className="skeleton-block--badge" />
      </SkeletonList>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Carregando pedidos...');
    // Nothing but the status is in the accessibility tree: no list, no items.
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    // Three cards of the real list's layout are drawn.
    const list = container.querySelector('ul.card-grid');
    expect(list).toHaveAttribute('aria-hidden', 'true');
    expect(list?.querySelectorAll(':scope > li.card')).toHaveLength(3);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });

  it('says nothing when a label is left out (another list on the screen already says it)', () => {
    render(
      <SkeletonList count={2}>
        <SkeletonLine />
      </SkeletonList>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('SkeletonLine', () => {
  it('takes the width asked for and holds a line of (invisible) text, so it is as tall as the text it replaces', () => {
    const { container } = render(<SkeletonLine width="40%" className="hint" />);
    const line = container.firstElementChild as HTMLElement;
    expect(line).toHaveClass('skeleton-line', 'hint');
    expect(line.style.width).toBe('40%');
    expect(line.textContent).toBe('\u00a0');
    expect(line).toHaveAttribute('aria-hidden', 'true');
  });
});
