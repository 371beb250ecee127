import { Outlet } from 'react-router-dom';
import { CustomerHeader } from './CustomerHeader';

/** Customer-facing pages: the header above, the page below. */
export function CustomerLayout() {
  return (
    <>
      <CustomerHeader />
      <Outlet />
    </>
  );
}
