import { Suspense, useLayoutEffect } from 'react';
import { matchPath, Navigate, Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { HomePage } from '@/areas/customer/home/HomePage';
import { startHomeReads } from '@/areas/customer/home/home-reads';
import { startMenuReads } from '@/areas/customer/menu/menu-reads';
import { useDeliveryPlace } from '@/state/delivery-place';
import { PATHS } from '@/domain/shared/routes';
import { LoadingState } from '@/ui/LoadingState';
import { CustomerLayout } from './layout/CustomerLayout';
import { lazyPage } from './lazy-page';
import { PageErrorBoundary } from './PageErrorBoundary';
import { OfflineBanner } from './pwa/OfflineBanner';
import { RouteGate } from './RouteGate';
import { CornerThemeToggle } from '@/ui/ThemeToggle';

// Each area is its own chunk: a customer never downloads panel, rider or admin code. The home
// page is the exception: it is most visits' first page and paints before Firebase arrives
// (domain/shared/routes.ts paintsBeforeSession), so it ships with the app shell.
const LoginPage = lazyPage(() => import('@/areas/auth/login/LoginPage'), 'LoginPage');
const SignUpPage = lazyPage(() => import('@/areas/auth/sign-up/SignUpPage'), 'SignUpPage');
const VerifyEmailPage = lazyPage(() => import('@/areas/auth/verify-email/VerifyEmailPage'), 'VerifyEmailPage');
const ThanksPage = lazyPage(() => import('@/areas/auth/thanks/ThanksPage'), 'ThanksPage');
const PaymentAccountReturnPage = lazyPage(() => import('@/areas/restaurant/payment-account/PaymentAccountReturnPage'), 'PaymentAccountReturnPage');
const RestaurantLoginPage = lazyPage(() => import('@/areas/auth/login/RestaurantLoginPage'), 'RestaurantLoginPage');
const NotAuthorizedPage = lazyPage(() => import('./NotAuthorizedPage'), 'NotAuthorizedPage');
const InvitationPage = lazyPage(() => import('@/areas/auth/invitation/InvitationPage'), 'InvitationPage');
const MenuPage = lazyPage(() => import('@/areas/customer/menu/MenuPage'), 'MenuPage');
const BagPage = lazyPage(() => import('@/areas/customer/bag/BagPage'), 'BagPage');
const DataPolicyPage = lazyPage(() => import('@/areas/customer/policy/DataPolicyPage'), 'DataPolicyPage');
const AddressPage = lazyPage(() => import('@/areas/customer/address/AddressPage'), 'AddressPage');
const ContactPage = lazyPage(() => import('@/areas/customer/contact/ContactPage'), 'ContactPage');
const CheckoutPage = lazyPage(() => import('@/areas/customer/checkout/CheckoutPage'), 'CheckoutPage');
const OrderDonePage = lazyPage(() => import('@/areas/customer/order-done/OrderDonePage'), 'OrderDonePage');
const OrderStatusPage = lazyPage(() => import('@/areas/customer/status/OrderStatusPage'), 'OrderStatusPage');
const MyOrdersPage = lazyPage(() => import('@/areas/customer/orders/MyOrdersPage'), 'MyOrdersPage');
const CreditsPage = lazyPage(() => import('@/areas/customer/credits/CreditsPage'), 'CreditsPage');
const RestaurantPanelPage = lazyPage(() => import('@/areas/restaurant/RestaurantPanelPage'), 'RestaurantPanelPage');
const RiderArea = lazyPage(() => import('@/areas/rider/RiderArea'), 'RiderArea');
const AdminArea = lazyPage(() => import('@/areas/admin/AdminArea'), 'AdminArea');
const RestaurantApplicationPage = lazyPage(() => import('@/areas/onboarding/apply/ApplyPage'), 'RestaurantApplicationPage');
const RiderApplicationPage = lazyPage(() => import('@/areas/onboarding/apply/ApplyPage'), 'RiderApplicationPage');
const MyApplicationsPage = lazyPage(() => import('@/areas/onboarding/my-applications/MyApplicationsPage'), 'MyApplicationsPage');
const NotificationsPage = lazyPage(() => import('@/areas/account/notifications/NotificationsPage'), 'NotificationsPage');
const PrivacyPage = lazyPage(() => import('@/areas/account/privacy/PrivacyPage'), 'PrivacyPage');

const MENU_PATH = '/cardapio/:id';

/**
 * The browse screens' reads, started when their route matches (issue #35): a menu's no longer
 * wait for its chunk and the session, but run beside them. The screen's hook takes them when it
 * mounts (areas/customer/shared/route-reads.ts). Layout effects run before any screen's effects
 * of the same render, so the hook finds its read started instead of starting a second one.
 */
function BrowseReads() {
  const { pathname } = useLocation();
  const place = useDeliveryPlace();
  const menuId = matchPath(MENU_PATH, pathname)?.params.id ?? null;
  const onHome = pathname === PATHS.home;
  useLayoutEffect(() => {
    if (menuId) startMenuReads(menuId);
  }, [menuId]);
  useLayoutEffect(() => {
    if (onHome) startHomeReads(place);
    // On the match only: a place changed on the home is the home's own read (use-home-listing.ts).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onHome]);
  return null;
}

/** Everything on screen: the page under the gate, and the theme toggle where the page has no header. */
function AppShell() {
  const { pathname } = useLocation();
  return (
    <>
      <BrowseReads />
      <OfflineBanner />
      {/* First in the tab order, as it is first on screen (the page's top corner). */}
      <CornerThemeToggle />
      <PageErrorBoundary resetKey={pathname}>
        <Suspense fallback={<LoadingState fullScreen text="Carregando..." />}>
          <RouteGate />
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}

/** The route table of SPEC.md section 2. Access is decided by RouteGate (domain/shared/routes.ts). */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { path: PATHS.root, element: <Navigate to={PATHS.home} replace /> },
      { path: PATHS.login, element: <LoginPage /> },
      { path: PATHS.signUp, element: <SignUpPage /> },
      { path: PATHS.restaurantLogin, element: <RestaurantLoginPage /> },
      { path: PATHS.verifyEmail, element: <VerifyEmailPage /> },
      { path: PATHS.notAuthorized, element: <NotAuthorizedPage /> },
      { path: PATHS.invitation, element: <InvitationPage /> },
      {
        element: <CustomerLayout />,
        children: [
          { path: PATHS.home, element: <HomePage /> },
          { path: PATHS.thanks, element: <ThanksPage /> },
          { path: MENU_PATH, element: <MenuPage /> },
          { path: PATHS.bag, element: <BagPage /> },
          { path: PATHS.dataPolicy, element: <DataPolicyPage /> },
          { path: PATHS.address, element: <AddressPage /> },
          { path: PATHS.contact, element: <ContactPage /> },
          { path: PATHS.checkout, element: <CheckoutPage /> },
          { path: PATHS.orderDone, element: <OrderDonePage /> },
          { path: '/status/:id', element: <OrderStatusPage /> },
          { path: PATHS.myOrders, element: <MyOrdersPage /> },
          { path: PATHS.myCredits, element: <CreditsPage /> },
          // Applicants are customers (or visitors) until approved: the customer's header serves them.
          { path: PATHS.restaurantApplication, element: <RestaurantApplicationPage /> },
          { path: PATHS.riderApplication, element: <RiderApplicationPage /> },
          { path: PATHS.myApplications, element: <MyApplicationsPage /> },
          // Every signed-in person's devices (issue #37); the customer's header serves them too.
          { path: PATHS.notifications, element: <NotificationsPage /> },
          // Every signed-in person's data (issue #39).
          { path: PATHS.privacy, element: <PrivacyPage /> },
        ],
      },
      { path: PATHS.restaurantPanel, element: <RestaurantPanelPage /> },
      { path: PATHS.paymentAccountReturn, element: <PaymentAccountReturnPage /> },
      { path: `${PATHS.riderArea}/*`, element: <RiderArea /> },
      { path: `${PATHS.admin}/*`, element: <AdminArea /> },
      // Unknown paths: RouteGate redirects before this renders.
      { path: '*', element: <Outlet /> },
    ],
  },
];
