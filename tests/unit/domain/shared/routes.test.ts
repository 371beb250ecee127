import { describe, expect, it } from 'vitest';
import { decideAccess, homePathFor, matchesPattern, returnPathOf, safeReturnPath, withReturnPath, type AccessState } from '@/domain/shared/routes';

/**
 * Every route of SPEC.md section 2 against every kind of person. Each cell is what must happen:
 * 'ok' shows the page, 'wait' shows a loading screen, anything else is the redirect target.
 * Written out by hand (not computed) so that a broken rule fails a cell.
 */
const STATES: Record<string, AccessState> = {
  loading: { kind: 'loading' },
  visitor: { kind: 'visitor' },
  unverified: { kind: 'unverified' },
  cliente: { kind: 'verified', type: 'cliente' },
  restaurante: { kind: 'verified', type: 'restaurante' },
  motoboy: { kind: 'verified', type: 'motoboy' },
  admin: { kind: 'verified', type: 'admin' },
  unknownType: { kind: 'verified', type: null },
};

const V = '/verificar-email';
const L = '/login';
const I = '/inicio';
const P = '/painel-restaurante';
const R = '/deliveryman-dashboard/available-orders';
const A = '/admin-dashboard';
const N = '/nao-autorizado';

// prettier-ignore
const TABLE: Array<[path: string, visitor: string, unverified: string, cliente: string, restaurante: string, motoboy: string, admin: string, unknownType: string]> = [
  //  path                                        visitor  unverif  cliente  restaur  motoboy  admin  unknown
  ['/',                                          'ok',    V,       I,       P,       R,       A,     N],
  ['/inicio',                                    'ok',    V,       'ok',    'ok',    'ok',    'ok',  'ok'],
  ['/login',                                     'ok',    V,       I,       P,       R,       A,     N],
  ['/cadastro',                                  'ok',    V,       I,       P,       R,       A,     N],
  ['/login-restaurante',                         'ok',    V,       I,       P,       R,       A,     N],
  ['/obrigado',                                  'ok',    V,       I,       P,       R,       A,     N],
  ['/verificar-email',                           L,       'ok',    I,       P,       R,       A,     N],
  ['/nao-autorizado',                            'ok',    V,       'ok',    'ok',    'ok',    'ok',  'ok'],
  ['/convite/cantina/c1',                        'ok',    'ok',    'ok',    'ok',    'ok',    'ok',  'ok'],
  ['/cardapio/cantina-da-nonna',                 'ok',    V,       'ok',    P,       R,       A,     N],
  ['/sacola',                                    L,       V,       'ok',    P,       R,       A,     N],
  ['/politica-de-dados',                         L,       V,       'ok',    P,       R,       A,     N],
  ['/endereco',                                  L,       V,       'ok',    P,       R,       A,     N],
  ['/dados-cliente',                             L,       V,       'ok',    P,       R,       A,     N],
  ['/checkout',                                  L,       V,       'ok',    P,       R,       A,     N],
  ['/pedido-concluido',                          L,       V,       'ok',    P,       R,       A,     N],
  ['/status/abc123',                             L,       V,       'ok',    P,       R,       A,     N],
  ['/meus-pedidos',                              L,       V,       'ok',    P,       R,       A,     N],
  ['/meus-creditos',                             L,       V,       'ok',    P,       R,       A,     N],
  ['/painel-restaurante',                        L,       V,       I,       'ok',    R,       A,     N],
  ['/deliveryman-dashboard',                     L,       V,       I,       P,       'ok',    A,     N],
  ['/deliveryman-dashboard/available-orders',    L,       V,       I,       P,       'ok',    A,     N],
  ['/deliveryman-dashboard/my-active-orders',    L,       V,       I,       P,       'ok',    A,     N],
  ['/admin-dashboard',                           L,       V,       I,       P,       R,       'ok',  N],
  ['/admin-dashboard/cadastros/restaurante-u1',  L,       V,       I,       P,       R,       'ok',  N],
  ['/admin-dashboard/usuarios',                  L,       V,       I,       P,       R,       'ok',  N],
  ['/cadastre-seu-restaurante',                  'ok',    V,       'ok',    P,       R,       A,     N],
  ['/seja-entregador',                           'ok',    V,       'ok',    P,       R,       A,     N],
  // Approval turns a cliente into restaurante or motoboy while they read it: it stays theirs.
  ['/meu-cadastro',                              L,       V,       'ok',    'ok',    'ok',    'ok',  N],
  ['/uma-rota-que-nao-existe',                   L,       V,       I,       P,       R,       A,     N],
  ['/cardapio',                                  L,       V,       I,       P,       R,       A,     N],
  ['/status/abc/extra',                          L,       V,       I,       P,       R,       A,     N],
];

const COLUMNS = ['visitor', 'unverified', 'cliente', 'restaurante', 'motoboy', 'admin', 'unknownType'] as const;

function describeDecision(path: string, state: AccessState): string {
  const decision = decideAccess(path, state);
  return decision.kind === 'redirect' ? decision.to : decision.kind === 'allow' ? 'ok' : 'wait';
}

describe('decideAccess: every route for every kind of person', () => {
  const cases = TABLE.flatMap(([path, ...cells]) =>
    COLUMNS.map((column, index) => ({ path, column, expected: cells[index] })),
  );
  it.each(cases)('$column on $path -> $expected', ({ path, column, expected }) => {
    expect(describeDecision(path, STATES[column]!)).toBe(expected);
  });

  const PUBLIC = ['/', '/inicio', '/login', '/cadastro', '/login-restaurante', '/obrigado', '/verificar-email', '/nao-autorizado', '/convite/cantina/c1'];
  it.each(TABLE.map(([path]) => path))('while the session loads, %s renders if public and waits otherwise', (path) => {
    expect(describeDecision(path, STATES.loading!)).toBe(PUBLIC.includes(path) ? 'ok' : 'wait');
  });
});

describe('homePathFor', () => {
  it('sends each type to its own home and an unknown type to /nao-autorizado', () => {
    expect(homePathFor('admin')).toBe('/admin-dashboard');
    expect(homePathFor('restaurante')).toBe('/painel-restaurante');
    expect(homePathFor('motoboy')).toBe('/deliveryman-dashboard/available-orders');
    expect(homePathFor('cliente')).toBe('/inicio');
    expect(homePathFor(null)).toBe('/nao-autorizado');
  });
});

describe('matchesPattern', () => {
  it('matches parameters, rest segments and exact paths', () => {
    expect(matchesPattern('/cardapio/:id', '/cardapio/x')).toBe(true);
    expect(matchesPattern('/cardapio/:id', '/cardapio')).toBe(false);
    expect(matchesPattern('/deliveryman-dashboard/*', '/deliveryman-dashboard')).toBe(true);
    expect(matchesPattern('/deliveryman-dashboard/*', '/deliveryman-dashboard/a/b')).toBe(true);
    expect(matchesPattern('/inicio', '/inicio/')).toBe(true);
    expect(matchesPattern('/inicio', '/inicios')).toBe(false);
  });
});

describe('the return path after signing in (?volta=)', () => {
  it('accepts paths of this app, with their query', () => {
    expect(safeReturnPath('/seja-entregador')).toBe('/seja-entregador');
    expect(safeReturnPath('/cadastre-seu-restaurante')).toBe('/cadastre-seu-restaurante');
    expect(safeReturnPath('/status/abc?restaurante=r1')).toBe('/status/abc?restaurante=r1');
    expect(safeReturnPath('/meu-cadastro#topo')).toBe('/meu-cadastro');
  });

  it.each([
    ['another site', 'https://evil.example/login'],
    ['a protocol-relative host', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['a tab browsers strip', '/\t/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'seja-entregador'],
    ['an unknown page', '/nao-existe'],
    ['a sign-in step (it would loop)', '/login'],
    ['the verification step', '/verificar-email'],
    ['not a string', 42],
    ['nothing', null],
  ])('refuses %s', (_label, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('reads the link first, then the page the gate sent the person from', () => {
    expect(returnPathOf('?volta=%2Fseja-entregador', { from: '/sacola' })).toBe('/seja-entregador');
    expect(returnPathOf('', { from: '/sacola' })).toBe('/sacola');
    expect(returnPathOf('?volta=https%3A%2F%2Fevil.example', { from: '/sacola' })).toBe('/sacola');
    expect(returnPathOf('?volta=%2F%2Fevil.example', null)).toBeNull();
  });

  it('builds links that carry it, encoded', () => {
    expect(withReturnPath('/login', '/seja-entregador')).toBe('/login?volta=%2Fseja-entregador');
    expect(withReturnPath('/login', null)).toBe('/login');
  });
});
