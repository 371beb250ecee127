import { Navigate, Route, Routes } from 'react-router-dom';
import { AvailableOrdersPage } from './available-orders/AvailableOrdersPage';
import { MyActiveOrdersPage } from './my-active-orders/MyActiveOrdersPage';
import { EarningsPage } from './earnings/EarningsPage';
import { RiderLayout } from './RiderLayout';

/** /deliveryman-dashboard/*: the rider's area; its root and unknown children go to available-orders. */
export function RiderArea() {
  return (
    <Routes>
      <Route element={<RiderLayout />}>
        <Route path="available-orders" element={<AvailableOrdersPage />} />
        <Route path="my-active-orders" element={<MyActiveOrdersPage />} />
        <Route path="ganhos" element={<EarningsPage />} />
      </Route>
      <Route path="*" element={<Navigate to="available-orders" replace />} />
    </Routes>
  );
}
