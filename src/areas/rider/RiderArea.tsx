import { Navigate, Route, Routes } from 'react-router-dom';
import { AvailableOrdersPage } from './AvailableOrdersPage';
import { MyActiveOrdersPage } from './MyActiveOrdersPage';

/** /deliveryman-dashboard/*: the rider's area; its root and unknown children go to available-orders. */
export function RiderArea() {
  return (
    <Routes>
      <Route path="available-orders" element={<AvailableOrdersPage />} />
      <Route path="my-active-orders" element={<MyActiveOrdersPage />} />
      <Route path="*" element={<Navigate to="available-orders" replace />} />
    </Routes>
  );
}
