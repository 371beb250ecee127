import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@/ui/Icon';

/**
 * 'Voltar' to the list a detail page was opened from, with its filters and search (carried in
 * the link's state as `from`), or to the list itself when the page was opened directly.
 */
export function BackLink({ to, children }: { to: string; children: string }) {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const target = typeof from === 'string' && from.startsWith(to) ? from : to;
  return (
    <Link to={target} className="console-back">
      <Icon name="back" size={18} />
      {children}
    </Link>
  );
}

/** The state a list's links pass to a detail page, so BackLink returns to the same filters. */
export function useFromHere(): { from: string } {
  const location = useLocation();
  return { from: `${location.pathname}${location.search}` };
}
