import { Navigate, Route, Routes } from 'react-router-dom';
import { PATHS } from '@/domain/shared/routes';
import { AdminDashboardPage } from './AdminDashboardPage';
import { AdminLayout } from './AdminLayout';
import { ApplicationDetailPage } from './console/ApplicationDetailPage';
import { ApplicationsPage } from './console/ApplicationsPage';
import { PartnersPage } from './console/PartnersPage';
import { RestaurantDetailPage } from './console/RestaurantDetailPage';
import { RiderDetailPage } from './console/RiderDetailPage';
import { UsersPage } from './console/UsersPage';

/**
 * /admin-dashboard/*: the operator's console (one chunk). The root is today's figures ('Visão
 * geral'); unknown children go back to it.
 */
export function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminDashboardPage />} />
        <Route path="cadastros" element={<ApplicationsPage />} />
        <Route path="cadastros/:id" element={<ApplicationDetailPage />} />
        <Route path="restaurantes" element={<PartnersPage key="restaurante" kind="restaurante" />} />
        <Route path="restaurantes/:id" element={<RestaurantDetailPage />} />
        <Route path="entregadores" element={<PartnersPage key="entregador" kind="entregador" />} />
        <Route path="entregadores/:id" element={<RiderDetailPage />} />
        <Route path="usuarios" element={<UsersPage />} />
      </Route>
      <Route path="*" element={<Navigate to={PATHS.admin} replace />} />
    </Routes>
  );
}
