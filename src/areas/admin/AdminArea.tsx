import { Navigate, Route, Routes } from 'react-router-dom';
import { PATHS } from '@/domain/shared/routes';
import { AdminDashboardPage } from './dashboard/AdminDashboardPage';
import { AdminLayout } from './AdminLayout';
import { ApplicationDetailPage } from './console/application-detail/ApplicationDetailPage';
import { ApplicationsPage } from './console/applications/ApplicationsPage';
import { CitiesPage } from './console/cities/CitiesPage';
import { FinancePage } from './console/finance/FinancePage';
import { HealthPage } from './console/health/HealthPage';
import { PartnersPage } from './console/partners/PartnersPage';
import { RestaurantDetailPage } from './console/restaurant-detail/RestaurantDetailPage';
import { RiderDetailPage } from './console/rider-detail/RiderDetailPage';
import { SupportDeskPage } from './console/support/SupportDeskPage';
import { UsersPage } from './console/users/UsersPage';

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
        <Route path="cidades" element={<CitiesPage />} />
        <Route path="financeiro" element={<FinancePage />} />
        <Route path="atendimento" element={<SupportDeskPage />} />
        <Route path="saude" element={<HealthPage />} />
      </Route>
      <Route path="*" element={<Navigate to={PATHS.admin} replace />} />
    </Routes>
  );
}
