import type { UserType } from './user-types';

/**
 * The route table of SPEC.md section 2 and the rules that decide, for a path and a session,
 * whether to show the page, wait, or redirect. Kept free of React so every rule is unit-tested.
 */
/** The status page's query parameter that opens 'Preciso de ajuda' on arrival. */
export const ASK_FOR_HELP_PARAM = 'ajuda';

export const PATHS = {
  root: '/',
  home: '/inicio',
  login: '/login',
  signUp: '/cadastro',
  restaurantLogin: '/login-restaurante',
  verifyEmail: '/verificar-email',
  thanks: '/obrigado',
  notAuthorized: '/nao-autorizado',
  menu: (restaurantId: string) => `/cardapio/${encodeURIComponent(restaurantId)}`,
  bag: '/sacola',
  dataPolicy: '/politica-de-dados',
  address: '/endereco',
  contact: '/dados-cliente',
  checkout: '/checkout',
  orderDone: '/pedido-concluido',
  orderStatus: (orderId: string) => `/status/${encodeURIComponent(orderId)}`,
  /** The status page with the restaurant id it needs to find the order. */
  orderStatusOf: (orderId: string, restaurantId: string) =>
    `/status/${encodeURIComponent(orderId)}?restaurante=${encodeURIComponent(restaurantId)}`,
  /** The status page with 'Preciso de ajuda' open (issue #53: offered from 'Meus Pedidos' too). */
  orderHelpOf: (orderId: string, restaurantId: string) =>
    `/status/${encodeURIComponent(orderId)}?restaurante=${encodeURIComponent(restaurantId)}&${ASK_FOR_HELP_PARAM}=1`,
  myOrders: '/meus-pedidos',
  /** Issue #53: the customer's Sabor credits. */
  myCredits: '/meus-creditos',
  restaurantPanel: '/painel-restaurante',
  /** Where Mercado Pago sends the dono back after 'Conectar Mercado Pago' (issue #52). */
  paymentAccountReturn: '/painel-restaurante/mercado-pago',
  riderArea: '/deliveryman-dashboard',
  riderAvailable: '/deliveryman-dashboard/available-orders',
  riderActive: '/deliveryman-dashboard/my-active-orders',
  riderEarnings: '/deliveryman-dashboard/ganhos',
  admin: '/admin-dashboard',
  adminApplications: '/admin-dashboard/cadastros',
  adminApplication: (id: string) => `/admin-dashboard/cadastros/${encodeURIComponent(id)}`,
  adminRestaurants: '/admin-dashboard/restaurantes',
  adminRestaurant: (id: string) => `/admin-dashboard/restaurantes/${encodeURIComponent(id)}`,
  adminRiders: '/admin-dashboard/entregadores',
  adminRider: (uid: string) => `/admin-dashboard/entregadores/${encodeURIComponent(uid)}`,
  adminUsers: '/admin-dashboard/usuarios',
  adminCities: '/admin-dashboard/cidades',
  adminFinance: '/admin-dashboard/financeiro',
  adminHealth: '/admin-dashboard/saude',
  adminSupport: '/admin-dashboard/atendimento',
  /** Issue #24: joining the marketplace, and the applicant's status page. */
  restaurantApplication: '/cadastre-seu-restaurante',
  riderApplication: '/seja-entregador',
  myApplications: '/meu-cadastro',
  /** A team invitation's page (issue #24); its links come from invitationPath in domain/accounts/team.ts. */
  invitation: '/convite/:restaurantId/:conviteId',
  /** Issue #37: this device's notifications and every device of the person. */
  notifications: '/notificacoes',
  /** Issue #39: the person's data under their control (every account type). */
  privacy: '/privacidade',
} as const;

/** The home of each user type; an unknown type has none and goes to /nao-autorizado. */
export function homePathFor(type: UserType | null): string {
  switch (type) {
    case 'admin':
      return PATHS.admin;
    case 'restaurante':
      return PATHS.restaurantPanel;
    case 'motoboy':
      return PATHS.riderAvailable;
    case 'cliente':
      return PATHS.home;
    default:
      return PATHS.notAuthorized;
  }
}

type Access =
  /** `unverified`: also for a signed-in person whose e-mail is not verified yet. */
  | { kind: 'public'; unverified?: boolean }
  /** Only `role`, with a verified e-mail. `visitors` also lets signed-out people in. */
  | { kind: 'role'; role: UserType; visitors?: boolean }
  /** Any signed-in person of a known type, with a verified e-mail. */
  | { kind: 'signed-in' };

interface RouteRule {
  /** Segments; ':name' matches one segment, a trailing '*' matches the rest. */
  pattern: string;
  access: Access;
}

const customer = (pattern: string, visitors = false): RouteRule => ({
  pattern,
  access: { kind: 'role', role: 'cliente', visitors },
});

export const ROUTE_RULES: readonly RouteRule[] = [
  { pattern: '/', access: { kind: 'public' } },
  { pattern: '/inicio', access: { kind: 'public' } },
  { pattern: '/login', access: { kind: 'public' } },
  { pattern: '/cadastro', access: { kind: 'public' } },
  { pattern: '/login-restaurante', access: { kind: 'public' } },
  { pattern: '/verificar-email', access: { kind: 'public' } },
  { pattern: '/obrigado', access: { kind: 'public' } },
  { pattern: '/nao-autorizado', access: { kind: 'public' } },
  // Visitors, new accounts (unverified until the invitation is accepted) and signed-in people alike.
  { pattern: PATHS.invitation, access: { kind: 'public', unverified: true } },
  // SPEC.md lists menus as customer-only, but it also lets visitors browse menus and fill a
  // bag (section 6), which the customer issue requires: menus are open to visitors too.
  customer('/cardapio/:id', true),
  customer('/sacola'),
  customer('/politica-de-dados'),
  customer('/endereco'),
  customer('/dados-cliente'),
  customer('/checkout'),
  customer('/pedido-concluido'),
  customer('/status/:id'),
  customer('/meus-pedidos'),
  customer('/meus-creditos'),
  { pattern: '/painel-restaurante', access: { kind: 'role', role: 'restaurante' } },
  { pattern: '/painel-restaurante/mercado-pago', access: { kind: 'role', role: 'restaurante' } },
  { pattern: '/deliveryman-dashboard/*', access: { kind: 'role', role: 'motoboy' } },
  { pattern: '/admin-dashboard/*', access: { kind: 'role', role: 'admin' } },
  // Applying is for a customer account (submitApplication refuses any other type); visitors see
  // what each programme offers and the way to create an account and come back.
  customer('/cadastre-seu-restaurante', true),
  customer('/seja-entregador', true),
  // Approval changes the applicant's type live (cliente -> restaurante or motoboy) while they
  // read this page: it stays theirs whatever their type, so the news and its next step stay on
  // screen instead of the gate moving them away mid-sentence.
  { pattern: '/meu-cadastro', access: { kind: 'signed-in' } },
  { pattern: '/notificacoes', access: { kind: 'signed-in' } },
  { pattern: '/privacidade', access: { kind: 'signed-in' } },
];

/**
 * Pages shown while the session is still loading, before Firebase has even downloaded: the home
 * page's hero and skeleton need neither, so a customer's phone paints it at once ('/' leads
 * there). Every other page waits behind the start-up screen.
 */
export function paintsBeforeSession(pathname: string): boolean {
  return pathname === PATHS.home || pathname === PATHS.root;
}

/** Verified users who land on these are moved to the home of their type. */
const ENTRY_PATHS = new Set<string>(['/login', '/cadastro', '/login-restaurante', '/obrigado', '/']);

/** What the router knows about the person, reduced to what access depends on. */
export type AccessState =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | { kind: 'unverified' }
  /** `type` null: a stored type that is none of the four. */
  | { kind: 'verified'; type: UserType | null };

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string };

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** True when `pathname` matches `pattern` (see RouteRule.pattern). */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = splitPath(pattern);
  const have = splitPath(pathname);
  for (let index = 0; index < want.length; index += 1) {
    const segment = want[index];
    if (segment === '*') return true;
    const actual = have[index];
    if (actual === undefined) return false;
    if (segment?.startsWith(':')) continue;
    if (segment !== actual) return false;
  }
  return have.length === want.length;
}

/** The rule that governs `pathname`, or undefined for an unknown path. */
export function findRouteRule(pathname: string): RouteRule | undefined {
  return ROUTE_RULES.find((rule) => matchesPattern(rule.pattern, pathname));
}

const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });
const allow: AccessDecision = { kind: 'allow' };

/** Decides what the app does with `pathname` for the person described by `state`. */
export function decideAccess(pathname: string, state: AccessState): AccessDecision {
  const rule = findRouteRule(pathname);
  // Public pages render while the session loads (the login form shows its own 'Carregando...');
  // guarded ones wait, so nobody glimpses a page they may not see.
  if (state.kind === 'loading') return rule?.access.kind === 'public' ? allow : { kind: 'wait' };

  if (state.kind === 'visitor') {
    if (pathname === PATHS.verifyEmail) return redirect(PATHS.login);
    if (!rule) return redirect(PATHS.login);
    if (rule.access.kind === 'public') return allow;
    return rule.access.kind === 'role' && rule.access.visitors ? allow : redirect(PATHS.login);
  }

  if (state.kind === 'unverified') {
    if (rule?.access.kind === 'public' && rule.access.unverified) return allow;
    return pathname === PATHS.verifyEmail ? allow : redirect(PATHS.verifyEmail);
  }

  const home = homePathFor(state.type);
  if (!rule) return redirect(home);
  if (ENTRY_PATHS.has(pathname) || pathname === PATHS.verifyEmail) return redirect(home);
  if (rule.access.kind === 'public') return allow;
  if (rule.access.kind === 'signed-in') return state.type === null ? redirect(home) : allow;
  return state.type === rule.access.role ? allow : redirect(home);
}

// ---------- coming back after signing in ----------

/** The query parameter of a link that should bring the person back after signing in. */
export const RETURN_PARAM = 'volta';

/** Only paths on this site are resolved against it; anything that leaves it is refused. */
const SITE = 'https://sabor.invalid';

/**
 * The page a sign-in link (`?volta=`) or a redirect may bring someone back to, or null. Only a
 * path of this app: it starts with one '/', names a known route, and is not itself a sign-in
 * step (that would loop). Everything else (another site, '//host', '/\\host', 'javascript:',
 * control characters that browsers strip) is refused, so a crafted link cannot send a person who
 * just typed their password somewhere else.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 300) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  if (!findRouteRule(url.pathname) || ENTRY_PATHS.has(url.pathname) || url.pathname === PATHS.verifyEmail) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * Where the current sign-in step should bring the person back to: the link's `?volta=`, else
 * the page the gate sent them away from (`state.from`); null when neither is a safe path.
 */
export function returnPathOf(search: string, state: unknown): string | null {
  const fromLink = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
  if (fromLink) return fromLink;
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return safeReturnPath(from);
}

/** `path` carrying `returnTo` as `?volta=` (unchanged when there is nowhere to return to). */
export function withReturnPath(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : path;
}

/** The path part of a return path ('/status/1?restaurante=x' -> '/status/1'), for decideAccess. */
export function pathnameOf(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? path;
}
