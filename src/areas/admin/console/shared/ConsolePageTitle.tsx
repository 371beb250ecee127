import type { ReactNode } from 'react';

/**
 * A console page's title (h2 under the panel's h1). Focusable by script only: AdminLayout moves
 * the focus here after a navigation, so keyboard and screen reader users start on the new page.
 */
export function ConsolePageTitle({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <h2 className="console-page__title" id={id} tabIndex={-1} data-page-heading="">
      {children}
    </h2>
  );
}
