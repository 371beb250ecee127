/**
 * Sabor's demo marketplace as plain data: accounts, restaurants with menus and opening hours,
 * about 150 orders over the last 60 days, and reviews.
 *
 * Pure on purpose: no I/O, no clock. `buildDemoData(now)` returns the same ids and contents for
 * every call (a fixed-seed PRNG drives every choice) and only the dates move with `now`, so the
 * seed is idempotent and tests can import this module to compute the figures they expect (today's
 * orders, sales totals, average ratings) from exactly what was seeded.
 *
 * Field names follow SPEC.md section 3 and are the contract with the app; a few records are
 * deliberately "legacy" (old field names, missing fields) so the app's fallbacks get exercised by
 * the demo and by end-to-end tests. They are listed in {@link LEGACY}.
 */

import { DEMO_CITIES, demoCityDocuments } from './demo-cities.mjs';
import { ratingTallyOf } from './rating-tallies.mjs';

/** Password of every demo account (also printed by `npm start`). */
export const DEMO_PASSWORD = 'sabor123';

/** Seed of the pseudo-random generator: change it and every id and order changes. */
export const SEED = 20250708;

/** Opening hours and "today" are evaluated in this zone (ARCHITECTURE.md, Conventions). */
export const TIME_ZONE = 'America/Sao_Paulo';

/** The restaurant that `restaurante@sabor.dev` manages. */
export const DEMO_RESTAURANT_ID = 'cantina-da-nonna';

/** The one restaurant that is closed whenever the seed runs (every day isOpen: false). */
export const CLOSED_RESTAURANT_ID = 'acai-da-praia';

/**
 * Restaurants open 24 hours on every day, so demos and end-to-end tests can always order from them
 * whatever the clock says.
 */
export const ALWAYS_OPEN_RESTAURANT_IDS = ['cantina-da-nonna', 'sabor-mineiro', 'burger-do-bairro', 'pastelaria-da-feira'];

/** Where the deliberately old-shaped records are, so tests can find them without guessing. */
export const LEGACY = {
  /** Stores its name under `name` (not `nome`) and has no `taxaEntrega` (the app defaults it to 0). */
  restaurantId: 'tempero-baiano',
  /** Product with `categoria: 'Massas'` (a category NAME) instead of `categoriaId`. */
  productWithCategoryName: { restaurantId: 'cantina-da-nonna', productId: 'nhoque-ao-sugo' },
  /** Product with neither `type` nor `disponivel` (the app defaults them to 'regular' and true). */
  productWithoutTypeAndAvailability: { restaurantId: 'sabor-mineiro', productId: 'canjiquinha-com-costelinha' },
  /** Today's order waiting for a rider that uses `totalAmount` and a plain-text `deliveryAddress`. */
  orderRestaurantId: 'sabor-mineiro',
};

// ---------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------

/**
 * @typedef {object} DemoAccount
 * @property {string} uid    fixed, so documents can reference it across runs
 * @property {string} email
 * @property {string} password
 * @property {string} nome
 * @property {'cliente' | 'restaurante' | 'motoboy' | 'admin'} tipo
 * @property {string | null} telefone
 * @property {string} [restaurantId]  only for restaurante accounts
 * @property {'dono' | 'gerente' | 'atendente'} [papel]  a restaurante account's role (default dono)
 * @property {boolean} [listed]       false: not worth printing in the welcome banner
 * @property {string} [cidade]        a motoboy's city (issue #36; default São Paulo)
 */

/** @type {DemoAccount[]} */
export const DEMO_ACCOUNTS = [
  { uid: 'demo-cliente', email: 'cliente@sabor.dev', nome: 'Ana Souza', tipo: 'cliente', telefone: '(11) 98765-4321' },
  {
    uid: 'demo-restaurante',
    email: 'restaurante@sabor.dev',
    nome: 'Marco Bianchi',
    tipo: 'restaurante',
    telefone: '(11) 99876-1234',
    restaurantId: 'cantina-da-nonna',
  },
  {
    uid: 'demo-staff-sabor-mineiro',
    email: 'staff.sabor-mineiro@sabor.dev',
    nome: 'Lúcia Andrade',
    tipo: 'restaurante',
    telefone: '(11) 99645-3321',
    restaurantId: 'sabor-mineiro',
  },
  // The counter clerk of the Cantina: sees orders, pause and 'Esgotado hoje', not prices (issue #24).
  {
    uid: 'demo-atendente',
    email: 'atendente@sabor.dev',
    nome: 'Júlia Prado',
    tipo: 'restaurante',
    telefone: '(11) 97001-2233',
    restaurantId: 'cantina-da-nonna',
    papel: 'atendente',
  },
  { uid: 'demo-motoboy', email: 'motoboy@sabor.dev', nome: 'Carlos Lima', tipo: 'motoboy', telefone: '(11) 96543-2109' },
  { uid: 'demo-motoboy-2', email: 'motoboy2@sabor.dev', nome: 'Bruna Reis', tipo: 'motoboy', telefone: '(11) 95432-1098' },
  // Rides in Rio (issue #36): sees Rio's orders only.
  { uid: 'demo-motoboy-rio', email: 'motoboy.rio@sabor.dev', nome: 'Diego Santos', tipo: 'motoboy', telefone: '(21) 97654-3210', cidade: 'Rio de Janeiro' },
  { uid: 'demo-admin', email: 'admin@sabor.dev', nome: 'Patrícia Admin', tipo: 'admin', telefone: null },
  // Customers whose applications wait in the operator's 'Cadastros' (APPLICATIONS below).
  { uid: 'demo-candidato-restaurante', email: 'candidato.restaurante@sabor.dev', nome: 'Renata Moraes', tipo: 'cliente', telefone: '(11) 98111-2020' },
  { uid: 'demo-candidato-entregador', email: 'candidato.entregador@sabor.dev', nome: 'Thiago Nunes', tipo: 'cliente', telefone: '(11) 98222-3030' },
  ...[
    ['burger-do-bairro', 'Rafael Costa', '(11) 99312-8870'],
    ['pastelaria-da-feira', 'Kenji Tanaka', '(11) 98420-1177'],
    ['sushi-kenzo', 'Hiro Nakamura', '(11) 99701-5566'],
    ['tempero-baiano', 'Iara Santos', '(11) 98134-2290'],
    ['boteco-do-ze', 'José Almeida', '(11) 97766-0413'],
    ['acai-da-praia', 'Marina Rocha', '(11) 99258-6604'],
    ['acai-tropical', 'Paula Mendes', '(11) 99370-4418'],
    ['quiosque-carioca', 'Rodrigo Barros', '(21) 99412-7730'],
  ].map(([restaurantId, nome, telefone]) => ({
    uid: `demo-staff-${restaurantId}`,
    email: `staff.${restaurantId}@sabor.dev`,
    nome,
    tipo: 'restaurante',
    telefone,
    restaurantId,
    listed: false,
  })),
  ...[
    ['Bruno Oliveira', '(11) 97654-3210'],
    ['Camila Ferreira', '(11) 99123-4567'],
    ['Diego Santos', '(11) 98231-7788'],
    ['Eduarda Lima', '(11) 97410-2255'],
  ].map(([nome, telefone], index) => ({
    uid: `demo-cliente-${index + 2}`,
    email: `cliente${index + 2}@sabor.dev`,
    nome,
    tipo: 'cliente',
    telefone,
    listed: false,
  })),
].map((account) => ({ password: DEMO_PASSWORD, ...account }));

const RIDERS = ['demo-motoboy', 'demo-motoboy-2'];

// ---------------------------------------------------------------------------------------------
// Joining the marketplace (issue #24): documents, partners' directory, pending applications
// ---------------------------------------------------------------------------------------------

/**
 * The demo's made-up CNPJ per restaurant (the n-th) and CPF per person, completed with their check
 * digits by the domain's own code (`documents`: withCnpjCheckDigits and withCpfCheckDigits of
 * src/domain/shared/br-documents.ts, which the seed loads through Vite and the tests import), so
 * they pass the same checks the forms and the callables apply.
 */
export function demoCnpj(n, documents) {
  return documents.cnpj(`${String(10_000_000 + n * 1_234_567).slice(0, 8)}0001`);
}
export function demoCpf(n, documents) {
  return documents.cpf(String(300_000_000 + n * 7_654_321).slice(0, 9));
}

/**
 * The applications waiting for the operator: a pizzeria and a rider on a motorcycle, both
 * 'enviado', from the two candidate accounts above. README's demo table walks through them.
 */
function demoApplications(at, nowMs, documents) {
  const restaurant = {
    nomeFantasia: 'Pizzaria Forno a Lenha',
    razaoSocial: 'Forno a Lenha Alimentos Ltda',
    cnpj: demoCnpj(40, documents),
    responsavelNome: 'Renata Moraes',
    responsavelCpf: demoCpf(40, documents),
    telefone: '(11) 98111-2020',
    endereco: { cep: '05422030', rua: 'Rua dos Pinheiros', numero: '870', complemento: '', bairro: 'Pinheiros', cidade: 'São Paulo', estado: 'SP' },
    categoria: 'Massa',
    pix: { tipo: 'cnpj', chave: demoCnpj(40, documents) },
    aceiteTermos: true,
  };
  const rider = {
    nome: 'Thiago Nunes',
    cpf: demoCpf(41, documents),
    nascimento: '1996-04-12',
    telefone: '(11) 98222-3030',
    cidade: 'São Paulo',
    veiculo: 'moto',
    cnhNumero: '04512378906',
    cnhCategoria: 'A',
    placa: 'FQX4B21',
    pix: { tipo: 'telefone', chave: '+5511982223030' },
    aceiteTermos: true,
  };
  const application = (tipo, uid, email, nome, cidade, dados, minutesAgo) => ({
    id: `${tipo}-${uid}`,
    path: `cadastros/${tipo}-${uid}`,
    data: {
      tipo,
      uid,
      email,
      estado: 'enviado',
      dados,
      nome,
      nomeBusca: fold(nome),
      cidade,
      termosVersao: PARTNER_TERMS_VERSION,
      termosAceitosEm: at(nowMs - minutesAgo * MINUTE),
      enviadoEm: at(nowMs - minutesAgo * MINUTE),
      atualizadoEm: at(nowMs - minutesAgo * MINUTE),
      motivos: [],
      mensagem: '',
      restaurantId: null,
      historico: [{ estado: 'enviado', em: at(nowMs - minutesAgo * MINUTE), motivos: [], mensagem: '' }],
    },
  });
  return [
    application('restaurante', 'demo-candidato-restaurante', 'candidato.restaurante@sabor.dev', restaurant.nomeFantasia, 'São Paulo', restaurant, 180),
    application('entregador', 'demo-candidato-entregador', 'candidato.entregador@sabor.dev', rider.nome, 'São Paulo', rider, 95),
  ];
}

/** PARTNER_TERMS.version in src/domain/money/partner-terms.ts (a unit test keeps them equal). */
export const PARTNER_TERMS_VERSION = '2027-01';

/** Lower case without accents: the directory's name search (normalizeForSearch in the app). */
function fold(text) {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase('pt-BR').trim();
}

/** The bairro of a demo restaurant's address line: 'Rua Augusta, 1200 - Consolação, São Paulo - SP' -> 'Consolação'. */
function bairroOf(endereco) {
  return /-\s*([^,]+),/.exec(endereco ?? '')?.[1]?.trim() ?? null;
}

/**
 * Where the demo stores and doors are on the map (issue #54), near their real addresses: the
 * stores' pins and the orders' doors, so a rider on the way shows on a map with an estimate.
 */
const STORE_POINTS = {
  'cantina-da-nonna': { lat: -23.56102, lng: -46.64561 },
  'sabor-mineiro': { lat: -23.56405, lng: -46.68702 },
  'burger-do-bairro': { lat: -23.55602, lng: -46.65803 },
  'pastelaria-da-feira': { lat: -23.49903, lng: -46.62704 },
  'sushi-kenzo': { lat: -23.56104, lng: -46.63505 },
  'tempero-baiano': { lat: -23.55805, lng: -46.68806 },
  'boteco-do-ze': { lat: -23.55606, lng: -46.69107 },
  'acai-da-praia': { lat: -23.55807, lng: -46.66008 },
  'acai-tropical': { lat: -23.56608, lng: -46.68209 },
  'quiosque-carioca': { lat: -22.96809, lng: -43.18001 },
};
const DOOR_POINTS = {
  'Rua Haddock Lobo, 595': { lat: -23.56001, lng: -46.66402 },
  'Rua Vergueiro, 1421': { lat: -23.57603, lng: -46.64104 },
  'Rua dos Pinheiros, 870': { lat: -23.56705, lng: -46.68606 },
  'Rua Domingos de Morais, 2187': { lat: -23.59607, lng: -46.63708 },
  'Avenida Brigadeiro Luís Antônio, 2344': { lat: -23.57209, lng: -46.65301 },
  'Rua Teodoro Sampaio, 1020': { lat: -23.56002, lng: -46.68203 },
  'Rua Cunha Gago, 412': { lat: -23.56804, lng: -46.69205 },
};

/** An order's copy of an address, with its door's point when the demo knows it. */
function withDoor(address) {
  const ponto = DOOR_POINTS[`${address.rua}, ${address.numero}`];
  return ponto ? { ...address, ponto } : address;
}

/** Delivery addresses per customer (the first is the usual one). */
const ADDRESSES = {
  'demo-cliente': [
    { rua: 'Rua Haddock Lobo', numero: '595', bairro: 'Cerqueira César', cidade: 'São Paulo', cep: '01414-001' },
    { rua: 'Rua Vergueiro', numero: '1421', bairro: 'Paraíso', cidade: 'São Paulo', cep: '04101-000' },
  ],
  'demo-cliente-2': [{ rua: 'Rua dos Pinheiros', numero: '870', bairro: 'Pinheiros', cidade: 'São Paulo', cep: '05422-001' }],
  'demo-cliente-3': [
    { rua: 'Rua Domingos de Morais', numero: '2187', bairro: 'Vila Mariana', cidade: 'São Paulo', cep: '04035-000' },
  ],
  'demo-cliente-4': [
    { rua: 'Avenida Brigadeiro Luís Antônio', numero: '2344', bairro: 'Jardim Paulista', cidade: 'São Paulo', cep: '01402-000' },
  ],
  'demo-cliente-5': [
    { rua: 'Rua Teodoro Sampaio', numero: '1020', bairro: 'Pinheiros', cidade: 'São Paulo', cep: '05406-050' },
    { rua: 'Rua Cunha Gago', numero: '412', bairro: 'Pinheiros', cidade: 'São Paulo', cep: '05421-001' },
  ],
};

// ---------------------------------------------------------------------------------------------
// Opening hours
// ---------------------------------------------------------------------------------------------

/** The week's days as opening hours store them: the label and the key, Sunday first. */
export const DAYS = [
  ['Domingo', 'sunday'],
  ['Segunda-feira', 'monday'],
  ['Terça-feira', 'tuesday'],
  ['Quarta-feira', 'wednesday'],
  ['Quinta-feira', 'thursday'],
  ['Sexta-feira', 'friday'],
  ['Sábado', 'saturday'],
];

/**
 * Builds the 7-day `horarioFuncionamento` list (Sunday first, as the app's editor expects).
 * @param {(dayIndex: number) => Array<[string, string]> | null} periodsFor  null = closed that day
 */
function week(periodsFor) {
  return DAYS.map(([day, key], dayIndex) => {
    const periods = periodsFor(dayIndex);
    return {
      day,
      key,
      dayIndex,
      isOpen: periods !== null,
      periods: (periods ?? []).map(([open, close]) => ({ open, close })),
    };
  });
}

/**
 * A week as restaurantes/{id} stores it (openingHoursData in
 * src/domain/restaurants/store-facts.record.ts, issue #49): the days from Sunday joined by '|',
 * each its periods 'HH:MM-HH:MM' separated by a space, '' when closed.
 */
export function weekText(days) {
  return days.map((day) => (day.isOpen ? day.periods.map(({ open, close }) => `${open}-${close}`).join(' ') : '')).join('|');
}

/**
 * A pizza's sizes or flavours as stored (pizzaOptionsText in src/domain/catalog/menu.record.ts):
 * JSON text of [name, reais] pairs; `priceKey` names the price in the seed's lists.
 */
export function pizzaOptionsText(options, priceKey) {
  return JSON.stringify(options.map((option) => [option.name, option[priceKey]]));
}

/** "24 hours": one period to 23:59, the latest time an HH:MM input can hold. */
const ALL_DAY = () => [['00:00', '23:59']];
const LUNCH_AND_DINNER = [
  ['11:30', '15:00'],
  ['18:00', '23:00'],
];

// ---------------------------------------------------------------------------------------------
// Restaurants and menus
// ---------------------------------------------------------------------------------------------

const FOOD = (name) => `/demo/food/${name}.webp`;

/** Second-flavour options for the savoury pizzas; a pizza never offers itself. */
const SAVOURY_FLAVORS = [
  { name: 'Muçarela', additionalPrice: 0 },
  { name: 'Calabresa', additionalPrice: 0 },
  { name: 'Portuguesa', additionalPrice: 4 },
  { name: 'Frango com Catupiry', additionalPrice: 4 },
  { name: 'Quatro Queijos', additionalPrice: 6 },
];

function pizza(nome, descricao, [broto, media, grande], flavors = SAVOURY_FLAVORS, extra = {}) {
  return {
    nome,
    descricao,
    cat: 'pizzas',
    img: 'pizza',
    type: 'pizza',
    sizes: [
      { name: 'Broto', basePrice: broto },
      { name: 'Média', basePrice: media },
      { name: 'Grande', basePrice: grande },
    ],
    flavors: flavors.filter((flavor) => !nome.endsWith(flavor.name)),
    // The Cantina's crust (its only pizzeria): optional, one at most.
    complementos: ['borda'],
    ...extra,
  };
}

function item(nome, cat, preco, img, descricao, extra = {}) {
  return { nome, descricao, cat, preco, img, type: 'regular', ...extra };
}

/**
 * A dish's 'de/por' (src/domain/catalog/dish-promotion.ts) running from yesterday to the end of
 * the sixth day from today, São Paulo days: the demo menu opens with a 'Promoções' section.
 */
function demoPromotion(preco, nowMs) {
  const saoPauloOffset = 3 * HOUR;
  const today = Math.floor((nowMs - saoPauloOffset) / DAY) * DAY + saoPauloOffset;
  return { preco, inicio: new Date(today - DAY), fim: new Date(today + 7 * DAY) };
}

/**
 * A complementos group of a restaurant's library (src/domain/catalog/option-groups.ts): between `minimo`
 * and `maximo` units, the first `gratis` free. Option ids are letters and digits (keys of the
 * group's sold-out map).
 */
function group(id, nome, minimo, maximo, gratis, opcoes) {
  return { id, nome, minimo, maximo, gratis, opcoes };
}

function option(id, nome, preco = 0, maximo = 1) {
  return { id, nome, preco, maximo };
}

/**
 * A restaurant's delivery areas (src/domain/delivery/delivery-areas.ts): `bairros` as [nome, taxa,
 * minimo?, corridaMin?] (the owner's distance band, issue #36); `others` says whether unlisted
 * bairros are served at the restaurant-wide fee.
 */
function areas(others, freeAbove, bairros) {
  return {
    bairros: bairros.map(([nome, taxa, minimo = null, corridaMin]) => ({ nome, taxa, minimo, ...(corridaMin ? { corridaMin } : {}) })),
    outrosBairros: others,
    gratisAcima: freeAbove,
  };
}

/** Each kitchen's usual preparation time (the panel's default when accepting); 25 minutes where not said. */
/** The demo stores that offer 'Retirar no local' (issue #40). */
const PICKUP_STORES = new Set(['cantina-da-nonna', 'burger-do-bairro']);
/** 'Pedidos agendados' (issue #54): the Cantina takes orders for later, an hour ahead, five a slot. */
const SCHEDULING_STORES = new Set(['cantina-da-nonna']);
const PREP_MINUTES = { 'sabor-mineiro': 30, 'pastelaria-da-feira': 12, 'sushi-kenzo': 35, 'tempero-baiano': 30, 'boteco-do-ze': 20, 'acai-da-praia': 10, 'acai-tropical': 10, 'quiosque-carioca': 15 };

/** The usual ride of each demo city, as demo-cities.mjs opens it (copied onto its restaurants, as saveDeliveryAreas does). */
const CITY_RIDE_MINUTES = Object.fromEntries(DEMO_CITIES.map(([, city]) => [city.nome, city.corridaMin]));
/** The least a ride pays its rider in each demo city, centavos (issue #50), as placeOrder reads it. */
const CITY_RIDER_PAY = Object.fromEntries(DEMO_CITIES.map(([, city]) => [city.nome, Math.round(city.entregaMinima * 100)]));

/**
 * The restaurants. `categorias` are [id, nome]; products name their category by id in `cat`.
 * `weight` is the share of the past orders each one gets.
 */
const RESTAURANTS = [
  {
    id: 'cantina-da-nonna',
    nome: 'Cantina da Nonna',
    endereco: 'Rua Treze de Maio, 846 - Bela Vista, São Paulo - SP',
    telefone: '(11) 3284-6512',
    taxaEntrega: 6.9,
    pedidoMinimo: 30,
    uidDono: 'demo-restaurante',
    categoriasPrincipais: ['Massa', 'Principais', 'Bebidas', 'Sobremesas'],
    horarioFuncionamento: week(ALL_DAY),
    weight: 30,
    // Cheaper close by; every other bairro of the city at the restaurant-wide R$ 6,90.
    areasEntrega: areas(true, null, [['Bela Vista', 4.9, null, 10], ['Liberdade', 5.9], ['Paraíso', 5.9]]),
    complementos: [
      group('borda', 'Borda recheada', 0, 1, 0, [option('catupiry', 'Catupiry', 8), option('cheddar', 'Cheddar', 8), option('chocolate', 'Chocolate', 10)]),
    ],
    categorias: [
      ['pizzas', 'Pizzas'],
      ['massas', 'Massas'],
      ['bebidas', 'Bebidas'],
      ['sobremesas', 'Sobremesas'],
    ],
    produtos: [
      pizza('Pizza Margherita', 'Molho de tomate italiano, muçarela de búfala, manjericão fresco e azeite extravirgem.', [34.9, 46.9, 58.9]),
      pizza('Pizza Calabresa', 'Calabresa fatiada, cebola roxa, azeitonas pretas e orégano.', [32.9, 44.9, 54.9]),
      pizza('Pizza Quatro Queijos', 'Muçarela, provolone, parmesão e gorgonzola sobre molho de tomate.', [36.9, 49.9, 62.9]),
      pizza('Pizza Portuguesa', 'Presunto, ovos, cebola, ervilha, azeitonas e muçarela.', [35.9, 47.9, 59.9]),
      pizza('Pizza Frango com Catupiry', 'Frango desfiado temperado com Catupiry original e milho.', [35.9, 47.9, 59.9]),
      pizza(
        'Pizza de Chocolate com Morango',
        'Chocolate ao leite, morangos frescos e granulado belga.',
        [33.9, 45.9, 55.9],
        [
          { name: 'Banana com Canela', additionalPrice: 0 },
          { name: 'Romeu e Julieta', additionalPrice: 3 },
        ],
        { disponivel: false },
      ),
      item('Lasanha à Bolonhesa', 'massas', 44.9, 'massa', 'Massa fresca, ragu de carne cozido por seis horas, bechamel e parmesão gratinado.'),
      item('Espaguete ao Pomodoro', 'massas', 36.9, 'massa', 'Espaguete grano duro, tomates italianos, alho, manjericão e parmesão.'),
      // Legacy: written by an older editor that stored the category's NAME.
      item('Nhoque ao Sugo', 'massas', 38.5, 'massa', 'Nhoque de batata feito na casa com molho de tomate fresco.', { legacyCategoryName: true }),
      item('Refrigerante Lata 350 ml', 'bebidas', 7, 'refrigerante', 'Coca-Cola, Coca-Cola Zero ou Guaraná Antarctica.'),
      item('Suco de Uva Integral 300 ml', 'bebidas', 9.9, 'suco', 'Suco de uva da Serra Gaúcha, sem adição de açúcar.'),
      item('Tiramisù', 'sobremesas', 19.9, 'pudim', 'Biscoito champanhe, café espresso, mascarpone e cacau.'),
      item('Cannoli Siciliano (2 un.)', 'sobremesas', 16.9, null, 'Massa crocante recheada com creme de ricota e laranja cristalizada.'),
    ],
  },
  {
    id: 'sabor-mineiro',
    nome: 'Sabor Mineiro',
    endereco: 'Rua Cardeal Arcoverde, 1745 - Pinheiros, São Paulo - SP',
    telefone: '(11) 3031-4420',
    taxaEntrega: 7.5,
    pedidoMinimo: 25,
    uidDono: 'demo-staff-sabor-mineiro',
    categoriasPrincipais: ['Principais', 'Petisco', 'Doces', 'Bebidas'],
    horarioFuncionamento: week(ALL_DAY),
    weight: 16,
    categorias: [
      ['pratos', 'Pratos'],
      ['porcoes', 'Porções'],
      ['doces', 'Doces'],
      ['bebidas', 'Bebidas'],
    ],
    produtos: [
      item('Feijão Tropeiro com Linguiça', 'pratos', 39.9, 'prato', 'Feijão, farinha de mandioca, ovo, couve, torresmo e linguiça artesanal. Acompanha arroz.'),
      item('Frango com Quiabo e Angu', 'pratos', 42.9, 'prato', 'Frango caipira ensopado com quiabo, servido com angu cremoso.'),
      item('Tutu de Feijão com Lombo', 'pratos', 44.9, 'prato', 'Tutu à mineira, lombo assado, couve refogada, arroz e ovo frito.'),
      item('Vaca Atolada', 'pratos', 46.9, 'prato', 'Costela bovina cozida lentamente com mandioca.'),
      // Legacy: created before products had a type or an availability flag.
      item('Canjiquinha com Costelinha', 'pratos', 38.9, 'prato', 'Canjiquinha de milho com costelinha de porco e couve.', { legacyNoTypeNoAvailability: true }),
      item('Pão de Queijo (10 un.)', 'porcoes', 16.9, null, 'Pão de queijo da Canastra, assado na hora.'),
      item('Torresmo Pururuca', 'porcoes', 24.9, 'batata-frita', 'Porção de torresmo de barriga, sequinho e crocante.'),
      item('Doce de Leite com Queijo Minas', 'doces', 12.9, 'pudim', 'Doce de leite de Viçosa com uma fatia de queijo Minas frescal.'),
      item('Goiabada Cascão com Queijo', 'doces', 11.9, 'pudim', 'O clássico Romeu e Julieta mineiro.', { disponivel: false }),
      item('Suco de Laranja 500 ml', 'bebidas', 10.9, 'suco', 'Laranja espremida na hora, sem açúcar.'),
    ],
  },
  {
    id: 'burger-do-bairro',
    nome: 'Burger do Bairro',
    endereco: 'Rua Augusta, 1200 - Consolação, São Paulo - SP',
    telefone: '(11) 3256-7788',
    taxaEntrega: 4.99,
    pedidoMinimo: 20,
    uidDono: 'demo-staff-burger-do-bairro',
    categoriasPrincipais: ['Lanches', 'Bebidas', 'Sobremesas'],
    horarioFuncionamento: week(ALL_DAY),
    weight: 16,
    areasEntrega: areas(true, 120, [['Jardim Paulista', 3.99], ['Bela Vista', 5.99, 30]]),
    complementos: [
      group('ponto', 'Ponto da carne', 1, 1, 0, [option('mal', 'Mal passado'), option('aoponto', 'Ao ponto'), option('bem', 'Bem passado')]),
      group('adicionais', 'Adicionais', 0, 5, 0, [
        option('bacon', 'Bacon', 4, 2),
        option('cheddar', 'Cheddar', 3),
        option('ovo', 'Ovo', 2.5),
        option('cebola', 'Cebola caramelizada', 3),
        option('picles', 'Picles', 1.5),
        option('maionese', 'Maionese da casa extra', 0),
      ]),
      group('refrigerante', 'Sabor do refrigerante', 1, 1, 0, [option('coca', 'Coca-Cola'), option('cocazero', 'Coca-Cola Zero'), option('guarana', 'Guaraná'), option('sprite', 'Sprite')]),
    ],
    categorias: [
      ['burgers', 'Burgers'],
      ['acompanhamentos', 'Acompanhamentos'],
      ['bebidas', 'Bebidas'],
      ['sobremesas', 'Sobremesas'],
    ],
    produtos: [
      item('X-Burger Clássico', 'burgers', 28.9, 'burger', 'Blend bovino de 160 g, queijo prato, alface, tomate e maionese da casa no pão brioche.', { complementos: ['ponto', 'adicionais'] }),
      item('X-Bacon Duplo', 'burgers', 36.9, 'burger', 'Dois blends de 120 g, cheddar, bacon crocante e cebola caramelizada.', { complementos: ['ponto', 'adicionais'] }),
      item('Smash Burger', 'burgers', 31.9, 'burger', 'Dois smash de 80 g, queijo americano, picles e molho especial.', { complementos: ['ponto', 'adicionais'] }),
      item('Burger Vegetariano de Grão-de-Bico', 'burgers', 32.9, 'burger', 'Hambúrguer de grão-de-bico, rúcula, tomate seco e maionese de ervas.', { complementos: ['adicionais'] }),
      item('Batata Frita Rústica', 'acompanhamentos', 16.9, 'batata-frita', 'Batatas com casca, alecrim e páprica defumada.'),
      item('Salada Caesar', 'acompanhamentos', 24.9, 'salada', 'Alface romana, croutons, parmesão e molho caesar.'),
      item('Refrigerante Lata 350 ml', 'bebidas', 6.5, 'refrigerante', 'Coca-Cola, Coca-Cola Zero, Guaraná ou Sprite.', { complementos: ['refrigerante'] }),
      item('Milkshake de Ovomaltine 400 ml', 'sobremesas', 22.9, 'suco', 'Sorvete de creme batido com Ovomaltine crocante.'),
    ],
  },
  {
    id: 'pastelaria-da-feira',
    nome: 'Pastelaria da Feira',
    endereco: 'Rua Voluntários da Pátria, 2310 - Santana, São Paulo - SP',
    telefone: '(11) 2281-3390',
    taxaEntrega: 0,
    pedidoMinimo: 15,
    uidDono: 'demo-staff-pastelaria-da-feira',
    categoriasPrincipais: ['Lanches', 'Petisco', 'Bebidas'],
    horarioFuncionamento: week(ALL_DAY),
    weight: 10,
    categorias: [
      ['pasteis', 'Pastéis'],
      ['salgados', 'Salgados'],
      ['bebidas', 'Bebidas'],
    ],
    produtos: [
      item('Pastel de Carne', 'pasteis', 12.9, 'pastel', 'Carne moída temperada com cebolinha e azeitona, massa sequinha.'),
      item('Pastel de Queijo', 'pasteis', 11.9, 'pastel', 'Muçarela derretida e orégano.'),
      item('Pastel de Palmito', 'pasteis', 13.9, 'pastel', 'Palmito pupunha refogado com tomate e cheiro-verde.', { promocao: 10.9 }),
      item('Pastel de Frango com Catupiry', 'pasteis', 13.5, 'pastel', 'Frango desfiado com Catupiry original.'),
      item('Coxinha de Frango', 'salgados', 8.5, 'coxinha', 'Massa de batata e recheio cremoso de frango.'),
      item('Bolinho de Bacalhau (6 un.)', 'salgados', 24.9, 'coxinha', 'Bacalhau do Porto desfiado, batata e salsinha.'),
      item('Caldo de Cana 500 ml', 'bebidas', 9, 'suco', 'Garapa moída na hora, com limão.'),
    ],
  },
  {
    id: 'sushi-kenzo',
    nome: 'Sushi Kenzo',
    endereco: 'Rua Galvão Bueno, 470 - Liberdade, São Paulo - SP',
    telefone: '(11) 3209-5566',
    taxaEntrega: 9.9,
    pedidoMinimo: 40,
    uidDono: 'demo-staff-sushi-kenzo',
    categoriasPrincipais: ['Principais', 'Petisco', 'Bebidas'],
    // Closed on Mondays, like most restaurants in Liberdade.
    horarioFuncionamento: week((dayIndex) => (dayIndex === 1 ? null : LUNCH_AND_DINNER)),
    weight: 11,
    categorias: [
      ['combinados', 'Combinados'],
      ['temakis', 'Temakis'],
      ['quentes', 'Pratos Quentes'],
      ['bebidas', 'Bebidas'],
    ],
    produtos: [
      item('Combinado Kenzo (20 peças)', 'combinados', 79.9, 'sushi', 'Sashimi de salmão, niguiris, uramakis e hossomakis selecionados pelo chef.'),
      item('Uramaki Filadélfia (8 un.)', 'combinados', 29.9, 'sushi', 'Salmão, cream cheese e cebolinha, com gergelim.'),
      item('Hot Roll (10 un.)', 'combinados', 27.9, 'sushi', 'Enrolado empanado de salmão e cream cheese com molho tarê.'),
      item('Temaki de Salmão', 'temakis', 32.9, 'sushi', 'Cone de alga com arroz, salmão fresco e cebolinha.'),
      item('Guioza de Porco (6 un.)', 'quentes', 26.9, 'pastel', 'Pastelzinho japonês grelhado, recheado com carne de porco e legumes.'),
      item('Yakisoba de Frango', 'quentes', 42.9, 'massa', 'Macarrão oriental salteado com frango, legumes e molho shoyu.'),
      item('Chá Verde Gelado 500 ml', 'bebidas', 8.9, 'suco', 'Chá verde japonês levemente adoçado.'),
    ],
  },
  {
    id: 'tempero-baiano',
    // Legacy record: an older version of the app stored `name` and never wrote `taxaEntrega`.
    legacyName: true,
    nome: 'Tempero Baiano',
    endereco: 'Rua Fradique Coutinho, 915 - Vila Madalena, São Paulo - SP',
    telefone: '(11) 3815-2207',
    taxaEntrega: undefined,
    pedidoMinimo: 35,
    uidDono: 'demo-staff-tempero-baiano',
    categoriasPrincipais: ['Principais', 'Petisco', 'Doces'],
    // Sunday is lunch only.
    horarioFuncionamento: week((dayIndex) => (dayIndex === 0 ? [['11:30', '16:00']] : LUNCH_AND_DINNER)),
    weight: 8,
    // Only its own corner of the city: Ana's Cerqueira César (cliente@sabor.dev) is not served.
    areasEntrega: areas(false, 150, [['Vila Madalena', 0, null, 10], ['Pinheiros', 4.9], ['Sumarezinho', 4.9], ['Perdizes', 6.9, 50, 30], ['Alto de Pinheiros', 6.9, 50, 30]]),
    categorias: [
      ['pratos', 'Pratos'],
      ['petiscos', 'Petiscos'],
      ['sobremesas', 'Sobremesas'],
      ['bebidas', 'Bebidas'],
    ],
    produtos: [
      item('Moqueca de Peixe (2 pessoas)', 'pratos', 98, 'prato', 'Peixe branco no leite de coco e dendê, com arroz, pirão e farofa.'),
      item('Bobó de Camarão', 'pratos', 79.9, 'prato', 'Camarões ao creme de mandioca, leite de coco e dendê. Acompanha arroz.'),
      item('Acarajé Completo', 'petiscos', 18, 'pastel', 'Bolinho de feijão-fradinho frito no dendê com vatapá, caruru e camarão.'),
      item('Abará', 'petiscos', 16, 'coxinha', 'Massa de feijão-fradinho cozida na folha de bananeira.'),
      item('Cocada de Forno', 'sobremesas', 9, 'pudim', 'Cocada cremosa gratinada.'),
      item('Suco de Cajá 400 ml', 'bebidas', 9.5, 'suco', 'Polpa de cajá batida com água e gelo.'),
    ],
  },
  {
    id: 'boteco-do-ze',
    nome: 'Boteco do Zé',
    endereco: 'Rua Aspicuelta, 312 - Vila Madalena, São Paulo - SP',
    telefone: '(11) 3812-9043',
    taxaEntrega: 5.5,
    pedidoMinimo: 0,
    uidDono: 'demo-staff-boteco-do-ze',
    categoriasPrincipais: ['Petisco', 'Bebidas'],
    // Closed on Mondays; Friday and Saturday nights run past midnight (18:00-02:00).
    horarioFuncionamento: week((dayIndex) => {
      if (dayIndex === 1) return null;
      if (dayIndex === 0) return [['12:00', '20:00']];
      if (dayIndex === 5 || dayIndex === 6) return [['18:00', '02:00']];
      return [['17:00', '23:30']];
    }),
    weight: 9,
    categorias: [
      ['petiscos', 'Petiscos'],
      ['cervejas', 'Cervejas'],
      ['drinks', 'Drinks e Sem Álcool'],
    ],
    produtos: [
      item('Mandioca Frita com Bacon', 'petiscos', 29.9, 'batata-frita', 'Mandioca cozida e frita, com cubos de bacon e queijo coalho.'),
      item('Bolinho de Feijoada (10 un.)', 'petiscos', 38.9, 'coxinha', 'Bolinho recheado com couve e torresmo, com molho de pimenta.'),
      item('Frango a Passarinho', 'petiscos', 39.9, 'prato', 'Frango frito com alho dourado e limão.'),
      item('Calabresa Acebolada', 'petiscos', 34.9, 'prato', 'Calabresa na chapa com cebola e pão francês.'),
      item('Chopp Pilsen 300 ml', 'cervejas', 11.9, 'cerveja', 'Chopp claro tirado com colarinho.'),
      item('Cerveja Long Neck', 'cervejas', 12, 'cerveja', 'Heineken, Stella Artois ou Original, estupidamente gelada.'),
      item('Caipirinha de Limão', 'drinks', 19.9, 'suco', 'Cachaça artesanal de Minas, limão taiti e açúcar.'),
      item('Água Mineral com Gás', 'drinks', 5.5, 'refrigerante', 'Garrafa de 500 ml.'),
    ],
  },
  {
    id: 'acai-da-praia',
    nome: 'Açaí da Praia',
    endereco: 'Avenida Paulista, 2073 - Bela Vista, São Paulo - SP',
    telefone: '(11) 3171-0258',
    taxaEntrega: 3.9,
    pedidoMinimo: 18,
    uidDono: 'demo-staff-acai-da-praia',
    categoriasPrincipais: ['Sobremesas', 'Doces', 'Bebidas'],
    // Fechado para reforma: every day closed, so there is always exactly one closed restaurant.
    horarioFuncionamento: week(() => null),
    weight: 0,
    categorias: [
      ['acai', 'Açaí'],
      ['sobremesas', 'Sobremesas'],
      ['bebidas', 'Bebidas'],
    ],
    produtos: [
      item('Açaí 300 ml', 'acai', 18.9, 'acai', 'Açaí batido com guaraná, com granola e banana.'),
      item('Açaí 500 ml', 'acai', 25.9, 'acai', 'Açaí batido com guaraná, com granola, banana e leite em pó.'),
      item('Açaí na Tigela com Frutas', 'acai', 29.9, 'acai', 'Tigela de açaí com morango, kiwi, banana, granola e mel.'),
      item('Salada de Frutas', 'sobremesas', 14.9, 'salada', 'Frutas da estação com creme de leite condensado.'),
      item('Suco Verde 400 ml', 'bebidas', 12.9, 'suco', 'Couve, abacaxi, hortelã e gengibre.'),
    ],
  },
  {
    id: 'acai-tropical',
    nome: 'Açaí Tropical',
    endereco: 'Rua dos Pinheiros, 512 - Pinheiros, São Paulo - SP',
    telefone: '(11) 3062-1190',
    taxaEntrega: 3.5,
    pedidoMinimo: 15,
    uidDono: 'demo-staff-acai-tropical',
    categoriasPrincipais: ['Sobremesas', 'Bebidas'],
    horarioFuncionamento: week(ALL_DAY),
    // New on the marketplace: no past orders, and its own random numbers, so that adding it
    // left every other generated value (orders, reviews, times) as it was.
    weight: 0,
    ownRandom: true,
    complementos: [
      group('complementos', 'Complementos', 0, 5, 3, [
        option('granola', 'Granola', 2, 2),
        option('banana', 'Banana', 2),
        option('leiteempo', 'Leite em pó', 2, 2),
        option('pacoca', 'Paçoca', 2),
        option('morango', 'Morango', 3),
        option('kiwi', 'Kiwi', 3),
        option('leitecondensado', 'Leite condensado', 2),
        option('confete', 'Confete', 2.5),
      ]),
      group('premium', 'Adicionais premium', 0, 3, 0, [option('nutella', 'Creme de avelã', 6), option('ninho', 'Creme de leite Ninho', 5), option('cupuacu', 'Creme de cupuaçu', 5)]),
    ],
    categorias: [
      ['acai', 'Açaí'],
      ['bebidas', 'Bebidas'],
    ],
    produtos: [
      item('Açaí 300 ml', 'acai', 16.9, 'acai', 'Açaí batido na hora, puro. Monte com 3 complementos grátis.', { complementos: ['complementos', 'premium'] }),
      item('Açaí 500 ml', 'acai', 22.9, 'acai', 'Açaí batido na hora, puro. Monte com 3 complementos grátis.', { complementos: ['complementos', 'premium'] }),
      item('Açaí 700 ml', 'acai', 28.9, 'acai', 'Para dividir (ou não). Monte com 3 complementos grátis.', { complementos: ['complementos', 'premium'] }),
      item('Cupuaçu 500 ml', 'acai', 22.9, 'acai', 'Creme de cupuaçu batido com leite. Monte com 3 complementos grátis.', { complementos: ['complementos'] }),
      item('Água de Coco 300 ml', 'bebidas', 7.5, 'suco', 'Gelada, da fruta.'),
    ],
  },
  {
    // A second city: its bairros are Rio's, and a São Paulo address is not served.
    id: 'quiosque-carioca',
    nome: 'Quiosque Carioca',
    cidade: 'Rio de Janeiro',
    endereco: 'Avenida Atlântica, 1702 - Copacabana, Rio de Janeiro - RJ',
    telefone: '(21) 3251-0412',
    taxaEntrega: 6,
    pedidoMinimo: 25,
    uidDono: 'demo-staff-quiosque-carioca',
    categoriasPrincipais: ['Petisco', 'Bebidas'],
    horarioFuncionamento: week(ALL_DAY),
    // New on the marketplace, like Açaí Tropical: no past orders, random numbers of its own.
    weight: 0,
    ownRandom: true,
    areasEntrega: areas(false, 150, [['Copacabana', 4, null, 10], ['Leme', 4, null, 10], ['Ipanema', 6], ['Botafogo', 8, 40, 30]]),
    categorias: [
      ['petiscos', 'Petiscos'],
      ['bebidas', 'Bebidas'],
    ],
    produtos: [
      item('Pastel de Camarão (6 un.)', 'petiscos', 32.9, 'pastel', 'Massa crocante e camarão refogado com catupiry.'),
      item('Isca de Peixe com Molho Tártaro', 'petiscos', 44.9, 'batata-frita', 'Tiras de peixe empanadas, limão e tártaro da casa.'),
      item('Bolinho de Bacalhau (8 un.)', 'petiscos', 36.9, 'coxinha', 'Receita portuguesa, por dentro cremoso.'),
      item('Mate Gelado com Limão 500 ml', 'bebidas', 9.9, 'suco', 'O da praia, batido na hora.'),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Deterministic randomness and time
// ---------------------------------------------------------------------------------------------

/**
 * mulberry32: tiny, fast, good enough for demo data, and identical on every platform, which
 * Math.random is not (nor seedable).
 * @param {number} seed
 */
export function mulberry32(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Integer in [min, max]. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (probability) => next() < probability,
    /** Picks a key of `weights` with probability proportional to its value. */
    weighted(weights) {
      const entries = Object.entries(weights);
      let roll = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1][0];
    },
  };
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Order ids look like Firestore auto-ids (20 characters) because the app shows their first 8
 * characters as the short id; readable ids like 'pedido-001' would all share one prefix.
 */
function autoId(rng) {
  let id = '';
  for (let i = 0; i < 20; i += 1) id += ID_ALPHABET[Math.floor(rng.next() * ID_ALPHABET.length)];
  return id;
}

const MINUTE = 60_000;
/** DEFAULT_ACCEPT_LIMIT_MINUTES in src/domain/restaurants/restaurant.ts: a restaurant's time to answer a new order. */
const DEFAULT_ACCEPT_LIMIT_MINUTES = 8;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const zoneFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Wall-clock parts of `date` in São Paulo. */
function zonedParts(date) {
  const parts = {};
  for (const part of zoneFormatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** How far São Paulo's wall clock is ahead of UTC at `instant` (negative: -3 h). */
function zoneOffsetMs(instant) {
  const parts = zonedParts(new Date(instant));
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant at which São Paulo's clock shows `minutes` past midnight of the given date; day may
 * overflow (day 0 = last day of the previous month), like Date.UTC.
 */
function zonedInstant(year, monthIndex, day, minutes) {
  const wall = Date.UTC(year, monthIndex, day, 0, minutes);
  let instant = wall - zoneOffsetMs(wall);
  instant = wall - zoneOffsetMs(instant); // second pass settles any offset change in between
  return instant;
}

/**
 * Start of the São Paulo calendar day that contains `now`: "today" for the restaurant panel and
 * reports.
 * @param {Date} now
 * @returns {Date}
 */
export function saoPauloDayStart(now) {
  const parts = zonedParts(now);
  let start = zonedInstant(parts.year, parts.month - 1, parts.day, 0);
  // Where a DST jump skips 00:00 (Brazil did until 2019) the day starts at the first instant
  // that already carries the new date.
  for (let step = 0; step < 3 && zonedParts(new Date(start)).day !== parts.day; step += 1) start += 60 * 60_000;
  return new Date(start);
}

function toMinutes(hhmm) {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

const roundCents = (reais) => Math.round(reais * 100);

// ---------------------------------------------------------------------------------------------
// Texts used by orders and reviews
// ---------------------------------------------------------------------------------------------

const ITEM_NOTES = ['Sem cebola, por favor', 'Caprichar no tempero', 'Bem quente, por favor', 'Sem pimenta', 'Molho à parte'];
const ORDER_NOTES = [
  'Deixar na portaria',
  'Interfone com defeito, favor ligar ao chegar',
  'Apartamento 42, bloco B',
  'Não tocar a campainha, bebê dormindo',
  'Mandar talheres descartáveis',
];

const REVIEW_COMMENTS = {
  5: [
    'Chegou quentinho e muito bem embalado. Virei cliente!',
    'Simplesmente perfeito, o melhor da região.',
    'Entrega rápida e comida deliciosa. Recomendo demais!',
    'Tudo impecável, porção generosa.',
  ],
  4: ['Muito bom, só demorou um pouco mais que o previsto.', 'Comida saborosa, embalagem poderia ser melhor.', 'Gostei bastante, voltarei a pedir.'],
  3: ['Bom, mas já foi melhor.', 'Chegou um pouco frio, mas o sabor estava ok.'],
  2: ['Demorou demais e veio faltando o molho.', 'Pedido veio trocado, mas resolveram pelo telefone.'],
  1: ['Chegou frio e com mais de uma hora de atraso.'],
};

// ---------------------------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------------------------

/**
 * @typedef {object} DemoDoc
 * @property {string} id
 * @property {string} path  Firestore document path, e.g. 'restaurantes/x/pedidos/y'
 * @property {Record<string, unknown>} data  what is stored (Dates become timestamps; undefined fields are absent)
 * @property {string} [restaurantId]  for subcollection documents
 * @property {boolean} [today]  orders only: placed today (São Paulo), i.e. on the live panels
 */

/**
 * @typedef {object} DemoData
 * @property {Date} now
 * @property {Date} todayStart  start of today in São Paulo
 * @property {DemoAccount[]} accounts
 * @property {DemoDoc[]} users        usuarios/{uid}
 * @property {DemoDoc[]} restaurants  restaurantes/{id}
 * @property {DemoDoc[]} categories   restaurantes/{id}/categorias/{catId}
 * @property {DemoDoc[]} products     restaurantes/{id}/produtos/{prodId}
 * @property {DemoDoc[]} orders       restaurantes/{id}/pedidos/{orderId}
 * @property {Array<{ path: string, data: Record<string, unknown> }>} counters  restaurantes/{id}/contadores/{YYYY-MM-DD}: the number of the day
 * @property {Array<{ path: string, data: Record<string, unknown> }>} handoverCodes  restaurantes/{id}/pedidos/{orderId}/privado/entrega: live orders' codes
 * @property {Array<{ path: string, data: Record<string, unknown> }>} registrations  restaurantes/{id}/privado/cadastro: owner, CNPJ, razão social
 * @property {Array<{ path: string, data: Record<string, unknown> }>} commercialTerms  restaurantes/{id}/privado/comercial: rate, contract (issue #51)
 * @property {Array<{ path: string, data: Record<string, unknown> }>} movedContacts  restaurantes/{id}/pedidos/{orderId}/privado/cliente: delivered orders' contacts
 * @property {DemoDoc[]} reviews      restaurantes/{id}/avaliacoes/{orderId}
 * @property {DemoDoc[]} members      restaurantes/{id}/membros/{uid}: each staff account's role
 * @property {DemoDoc[]} partners     parceiros/{tipo}-{id}: the operator's directory
 * @property {DemoDoc[]} applications cadastros/{tipo}-{uid}: applications waiting for the operator
 * @property {Array<{ path: string, data: Record<string, unknown> }>} coupons  cupons/{id}: two stores' coupons and São Paulo's (issue #40)
 * @property {Array<{ path: string, data: Record<string, unknown> }>} helpCases  casos/{orderId}_{problema}: help cases (issue #53)
 * @property {Array<{ path: string, data: Record<string, unknown> }>} deliveryReviews  avaliacoesEntrega/{orderId}: delivery ratings
 * @property {Array<{ path: string, data: Record<string, unknown> }>} riderRatings  notasEntregadores/{uid} and their counted marks
 * @property {Array<{ path: string, data: Record<string, unknown> }>} credits  creditos/{uid} and its moves: Ana's Sabor credits (issue #53)
 * @property {Array<{ path: string, data: Record<string, unknown> }>} riderPositions  the riders' positions on their way (issue #54)
 */

/**
 * Builds the whole demo marketplace for a given moment.
 *
 * Every id and every content choice is the same on each call; only timestamps are placed
 * relative to `now`: past orders on the 59 São Paulo calendar days before today (at times the
 * restaurant is open), today's orders between São Paulo midnight and `now` (never in the future),
 * users and menus created before all of that.
 * @param {Date} now
 * @param {import('./demo-data.d.mts').DemoDomain} documents the domain's rules: check digits
 *   (demoCnpj) and the order breakdown
 * @returns {DemoData}
 */
export function buildDemoData(now, documents) {
  const nowMs = now.getTime();
  const rng = mulberry32(SEED);
  // A separate stream for ids keeps them stable if the content choices are ever tuned.
  const idRng = mulberry32(SEED ^ 0x5eed5eed);
  const todayStartMs = saoPauloDayStart(now).getTime();
  const todayParts = zonedParts(now);
  const clampToNow = (ms) => Math.min(ms, nowMs);
  const at = (ms) => new Date(ms);

  const accountsByUid = new Map(DEMO_ACCOUNTS.map((account) => [account.uid, account]));

  // --- usuarios ---
  const users = DEMO_ACCOUNTS.map((account, index) => {
    const data = {
      uid: account.uid,
      nome: account.nome,
      email: account.email,
      tipo: account.tipo,
      telefone: account.telefone ?? null,
      criadoEm: at(nowMs - (120 - index * 2) * DAY),
      emailVerificado: true,
    };
    if (account.restaurantId) data.restaurantId = account.restaurantId;
    if (account.tipo === 'motoboy') {
      // The city the rider was approved for, and 'Disponível para entregas' on as of the seed (issue #36).
      const cidade = account.cidade ?? 'São Paulo';
      Object.assign(data, { cidade: fold(cidade), cidadeNome: cidade, disponivel: true, disponivelVistoEm: at(nowMs) });
    }
    return { id: account.uid, path: `usuarios/${account.uid}`, data };
  });

  // --- the teams (restaurantes/{id}/membros) and riders in the operator's directory ---
  const members = DEMO_ACCOUNTS.filter((account) => account.tipo === 'restaurante').map((account, index) => ({
    id: account.uid,
    restaurantId: account.restaurantId,
    path: `restaurantes/${account.restaurantId}/membros/${account.uid}`,
    data: { uid: account.uid, nome: account.nome, email: account.email, papel: account.papel ?? 'dono', desde: at(nowMs - (100 - index) * DAY) },
  }));
  const partners = DEMO_ACCOUNTS.filter((account) => account.tipo === 'motoboy').map((account, index) => ({
    id: `entregador-${account.uid}`,
    path: `parceiros/entregador-${account.uid}`,
    data: {
      tipo: 'entregador',
      refId: account.uid,
      nome: account.nome,
      nomeBusca: fold(account.nome),
      documento: demoCpf(index + 1, documents),
      email: account.email,
      cidade: account.cidade ?? 'São Paulo',
      estado: 'ativo',
      criadoEm: at(nowMs - (90 - index) * DAY),
    },
  }));
  const applications = demoApplications(at, nowMs, documents);

  // --- restaurantes, categorias, produtos ---
  const restaurants = [];
  const registrations = [];
  const commercialTerms = [];
  const categories = [];
  const products = [];
  const optionGroups = [];
  /** Menu per restaurant with prices, for building orders. */
  const menus = new Map();
  const usedProductIds = new Set();

  RESTAURANTS.forEach((spec, restaurantIndex) => {
    const data = {
      [spec.legacyName ? 'name' : 'nome']: spec.nome,
      logo: `/demo/logos/${spec.id}.webp`,
      endereco: spec.endereco,
      telefone: spec.telefone,
      taxaEntrega: spec.taxaEntrega,
      pedidoMinimo: spec.pedidoMinimo,
      categoriasPrincipais: spec.categoriasPrincipais,
      horarioFuncionamento: weekText(spec.horarioFuncionamento),
      // Nobody keeps the demo restaurants' tablets open: they take orders without a panel open.
      exigePainelAberto: false,
      // Approved, opened by their owners, not suspended (issue #24).
      publicado: true,
      listado: true,
      suspenso: null,
      cidade: spec.cidade ?? 'São Paulo',
      bairro: bairroOf(spec.endereco),
      ...(STORE_POINTS[spec.id] ? { localizacao: STORE_POINTS[spec.id] } : {}),
      tempoPreparoPadrao: PREP_MINUTES[spec.id] ?? 25,
      // 'Retirar no local' (issue #40): two stores let customers collect at the counter.
      retiradaNoLocal: PICKUP_STORES.has(spec.id),
      ...(SCHEDULING_STORES.has(spec.id) ? { agendamento: { ativo: true, antecedenciaMin: 60, capacidadePorHorario: 5 } } : {}),
      corridaMin: CITY_RIDE_MINUTES[spec.cidade ?? 'São Paulo'],
      // Fees and minimums by bairro (issue #26); restaurants without a table deliver anywhere in their city.
      ...(spec.areasEntrega ? { areasEntrega: spec.areasEntrega } : {}),
      categoria: spec.categoriasPrincipais[0],
      pix: { tipo: 'cnpj', chave: demoCnpj(restaurantIndex + 1, documents) },
      criadoEm: at(nowMs - (110 - restaurantIndex) * DAY),
    };
    restaurants.push({ id: spec.id, path: `restaurantes/${spec.id}`, data });
    // Who registered it, off the public document (issue #39).
    registrations.push({
      id: 'cadastro',
      path: `restaurantes/${spec.id}/privado/cadastro`,
      data: { uidDono: spec.uidDono, cnpj: demoCnpj(restaurantIndex + 1, documents), razaoSocial: `${spec.nome} Ltda` },
    });
    // Its commercial terms, off the public document too (issue #51): the current partner terms, accepted at the standard rate.
    commercialTerms.push({
      id: 'comercial',
      path: `restaurantes/${spec.id}/privado/comercial`,
      data: {
        comissaoPercentual: 10,
        contrato: { termos: PARTNER_TERMS_VERSION, comissaoPercentual: 10, aceitoEm: at(nowMs - (110 - restaurantIndex) * DAY), aceitoPor: spec.uidDono },
        contratoProposto: null,
        suspenso: null,
      },
    });
    const owner = accountsByUid.get(spec.uidDono);
    partners.push({
      id: `restaurante-${spec.id}`,
      path: `parceiros/restaurante-${spec.id}`,
      data: {
        tipo: 'restaurante',
        refId: spec.id,
        nome: spec.nome,
        nomeBusca: fold(spec.nome),
        documento: data.cnpj,
        email: owner?.email ?? '',
        cidade: spec.cidade ?? 'São Paulo',
        estado: 'ativo',
        publicado: true,
        criadoEm: data.criadoEm,
      },
    });

    const categoryNames = new Map(spec.categorias);
    spec.categorias.forEach(([catId, nome], index) => {
      categories.push({
        id: catId,
        restaurantId: spec.id,
        path: `restaurantes/${spec.id}/categorias/${catId}`,
        // The owner's order (issue #28): as listed above, not alphabetical.
        data: { nome, createdAt: at(nowMs - (100 - restaurantIndex) * DAY + index * HOUR), ordem: index },
      });
    });

    for (const { id: groupId, ...groupData } of spec.complementos ?? []) {
      optionGroups.push({
        id: groupId,
        restaurantId: spec.id,
        path: `restaurantes/${spec.id}/complementos/${groupId}`,
        data: { ...groupData, esgotadas: {}, ultimaAtualizacao: at(nowMs - 20 * DAY) },
      });
    }

    const menuRng = spec.ownRandom ? mulberry32(SEED + restaurantIndex) : rng;
    const menu = [];
    // Each dish's place within its category, in the order listed above.
    const placed = new Map();
    for (const product of spec.produtos) {
      let id = slugify(product.nome);
      // Product ids only need to be unique per restaurant, but the app also lists them across
      // restaurants (search uses the produtos collection group), so keep them globally unique.
      if (usedProductIds.has(id)) id = `${id}-${spec.id}`;
      usedProductIds.add(id);
      if (!categoryNames.has(product.cat)) throw new Error(`Unknown category ${product.cat} in ${spec.id}`);

      const productData = {
        nome: product.nome,
        descricao: product.descricao,
        categoriaId: product.cat,
        disponivel: product.disponivel ?? true,
        imageUrl: product.img ? FOOD(product.img) : undefined,
        ultimaAtualizacao: at(nowMs - menuRng.int(10, 90) * DAY - menuRng.int(0, 23) * HOUR),
        type: product.type,
      };
      if (product.complementos) productData.complementos = product.complementos;
      // Legacy dishes come from before the owner could order the menu: they follow by name.
      if (!product.legacyCategoryName && !product.legacyNoTypeNoAvailability) {
        productData.ordem = placed.get(product.cat) ?? 0;
        placed.set(product.cat, productData.ordem + 1);
      }
      if (product.type === 'pizza') {
        productData.tamanhos = pizzaOptionsText(product.sizes, 'basePrice');
        productData.sabores = pizzaOptionsText(product.flavors, 'additionalPrice');
      } else {
        productData.preco = product.preco;
        if (product.promocao) productData.promocao = demoPromotion(product.promocao, nowMs);
      }
      if (product.legacyCategoryName) {
        delete productData.categoriaId;
        productData.categoria = categoryNames.get(product.cat);
      }
      if (product.legacyNoTypeNoAvailability) {
        delete productData.type;
        delete productData.disponivel;
      }
      products.push({ id, restaurantId: spec.id, path: `restaurantes/${spec.id}/produtos/${id}`, data: productData });
      if (productData.disponivel !== false) menu.push(product);
    }
    menus.set(spec.id, menu);
  });

  const specById = new Map(RESTAURANTS.map((spec) => [spec.id, spec]));

  // --- pedidos ---

  /** One order line: pizzas pick a size and sometimes a second flavour, like the bag does. */
  function orderLine(product) {
    const quantidade = Number(rng.weighted({ 1: 70, 2: 25, 3: 5 }));
    const isDrink = /bebidas|cervejas|drinks/.test(product.cat);
    const observacoes = !isDrink && rng.chance(0.2) ? rng.pick(ITEM_NOTES) : '';
    if (product.type !== 'pizza') return { quantidade, nome: product.nome, preco: product.preco, observacoes };
    const size = product.sizes[Number(rng.weighted({ 0: 15, 1: 35, 2: 50 }))];
    const flavor = rng.chance(0.4) ? rng.pick(product.flavors) : null;
    const cents = roundCents(size.basePrice) + (flavor ? roundCents(flavor.additionalPrice) : 0);
    const nome = flavor ? `${product.nome} (${size.name}) + ${flavor.name}` : `${product.nome} (${size.name})`;
    return { quantidade, nome, preco: cents / 100, observacoes };
  }

  function orderContents(restaurantId) {
    const spec = specById.get(restaurantId);
    const menu = menus.get(restaurantId);
    const itens = [];
    const chosen = new Set();
    const lineCount = rng.int(1, 3);
    let subCents = 0;
    // Keep adding lines until the restaurant's minimum is met, as checkout would require.
    for (let guard = 0; guard < 12 && (itens.length < lineCount || subCents < roundCents(spec.pedidoMinimo)); guard += 1) {
      const product = rng.pick(menu);
      if (chosen.has(product.nome) && chosen.size < menu.length) continue;
      chosen.add(product.nome);
      const line = orderLine(product);
      itens.push(line);
      subCents += line.quantidade * roundCents(line.preco);
    }
    const feeCents = roundCents(spec.taxaEntrega ?? 0);
    const totalCents = subCents + feeCents;
    // Where the money goes, as placeOrder stores it: no coupon in the seeded history, the standard rate.
    const reparticao = documents.orderBreakdown({
      itens: subCents,
      desconto: null,
      taxaEntrega: feeCents,
      retirada: false,
      percentual: 10,
      entregaMinima: CITY_RIDER_PAY[spec.cidade ?? 'São Paulo'] ?? 0,
    });
    const pagamento = rng.weighted({ Pix: 45, Cartão: 35, Dinheiro: 20 });
    let troco = null;
    if (pagamento === 'Dinheiro') {
      // "Troco para" a round note amount at or above the total.
      const step = rng.pick([1000, 5000, 10000]);
      troco = (Math.ceil(totalCents / step) * step) / 100;
    }
    return {
      itens,
      subTotal: subCents / 100,
      taxaEntrega: feeCents / 100,
      totalValue: totalCents / 100,
      reparticao,
      pagamento,
      troco,
      observacoesPedido: rng.chance(0.25) ? rng.pick(ORDER_NOTES) : '',
    };
  }

  const orders = [];

  /**
   * @param {{ restaurantId: string, userId: string, status: string, createdAt: number,
   *   deliverymanId?: string | null, acceptedAt?: number | null, updatedAt?: number }} order
   */
  function addOrder({ restaurantId, userId, status, createdAt, deliverymanId = null, acceptedAt = null, updatedAt }) {
    const id = autoId(idRng);
    const customer = accountsByUid.get(userId);
    const spec = specById.get(restaurantId);
    const contents = orderContents(restaurantId);
    const data = {
      itens: contents.itens,
      subTotal: contents.subTotal,
      taxaEntrega: contents.taxaEntrega,
      totalValue: contents.totalValue,
      comissaoPercentual: 10,
      reparticao: contents.reparticao,
      pagamento: contents.pagamento,
      troco: contents.troco,
      endereco: withDoor(rng.pick(ADDRESSES[userId])),
      clientName: customer.nome,
      clientPhone: customer.telefone,
      status,
      restaurantId,
      restaurantName: spec.nome,
      restaurantAddress: spec.endereco ?? '',
      restaurantPhone: spec.telefone ?? '',
      // Where the order is picked up, as placeOrder records it: riders see their own city's only (issue #36).
      cidade: fold(spec.cidade ?? 'São Paulo'),
      bairroRestaurante: bairroOf(spec.endereco),
      localizacaoLoja: STORE_POINTS[restaurantId] ?? null,
      userId,
      createdAt: at(createdAt),
      deliverymanId,
      // As the claimOrder function leaves it: the rider's first name (the settlements name the rider by it).
      ...(deliverymanId ? { entregadorNome: DEMO_ACCOUNTS.find((account) => account.uid === deliverymanId)?.nome.split(' ')[0] ?? '' } : {}),
      acceptedAt: acceptedAt === null ? null : at(clampToNow(acceptedAt)),
      ultimaAtualizacao: updatedAt === undefined ? undefined : at(clampToNow(updatedAt)),
      observacoesPedido: contents.observacoesPedido,
    };
    const doc = { id, restaurantId, path: `restaurantes/${restaurantId}/pedidos/${id}`, data };
    orders.push(doc);
    return doc;
  }

  // Today's orders: placed between São Paulo midnight and now, newest first in this list. When
  // the seed runs just after midnight the window is short and they crowd into it, but they never
  // fall on yesterday or in the future. `f` is how far back in the window each one sits.
  const windowMs = Math.min(nowMs - todayStartMs, 4 * HOUR);
  const TODAY = [
    // cantina-da-nonna: the restaurant panel's live demo.
    { restaurantId: 'cantina-da-nonna', userId: 'demo-cliente', status: 'novo_pedido', f: 0.04 },
    { restaurantId: 'cantina-da-nonna', userId: 'demo-cliente-2', status: 'novo_pedido', f: 0.1 },
    // New orders only from customers the e2e tests never order with (each customer may have two
    // unanswered orders at once: src/domain/orders/order-limits.ts).
    { restaurantId: 'cantina-da-nonna', userId: 'demo-cliente-2', status: 'pendente', f: 0.18 },
    { restaurantId: 'cantina-da-nonna', userId: 'demo-cliente-4', status: 'em_preparacao', f: 0.26 },
    { restaurantId: 'cantina-da-nonna', userId: 'demo-cliente-5', status: 'aguardando_entregador', f: 0.34 },
    { restaurantId: 'cantina-da-nonna', userId: 'demo-cliente-2', status: 'aguardando_entregador', f: 0.42 },
    // Picked up: the customer sees 'A caminho' and her handover code; the rider types it to deliver.
    { restaurantId: 'cantina-da-nonna', userId: 'demo-cliente', status: 'a_caminho', f: 0.5, rider: 'demo-motoboy', pickedUp: true },
    // Delivered today and not reviewed: the customer's "Avaliar Restaurante" is right at the top.
    { restaurantId: 'cantina-da-nonna', userId: 'demo-cliente', status: 'entregue', f: 0.75, rider: 'demo-motoboy-2' },
    { restaurantId: 'cantina-da-nonna', userId: 'demo-cliente-3', status: 'entregue', f: 0.92, rider: 'demo-motoboy' },
    // Elsewhere, so the rider page and the admin dashboard show several restaurants.
    { restaurantId: 'sabor-mineiro', userId: 'demo-cliente', status: 'novo_pedido', f: 0.08 },
    { restaurantId: 'sabor-mineiro', userId: 'demo-cliente-5', status: 'em_preparacao', f: 0.22 },
    { restaurantId: 'sabor-mineiro', userId: 'demo-cliente-3', status: 'aguardando_entregador', f: 0.38, legacy: true },
    { restaurantId: 'sabor-mineiro', userId: 'demo-cliente-2', status: 'entregue', f: 0.88, rider: 'demo-motoboy-2' },
    { restaurantId: 'burger-do-bairro', userId: 'demo-cliente-4', status: 'aguardando_entregador', f: 0.3 },
    { restaurantId: 'burger-do-bairro', userId: 'demo-cliente-5', status: 'rejeitado', f: 0.62 },
    { restaurantId: 'burger-do-bairro', userId: 'demo-cliente-2', status: 'entregue', f: 0.82, rider: 'demo-motoboy' },
    // Accepted by a rider who has not picked it up yet: still 'Aguardando entregador' for the customer.
    { restaurantId: 'pastelaria-da-feira', userId: 'demo-cliente-5', status: 'a_caminho', f: 0.46, rider: 'demo-motoboy-2' },
    { restaurantId: 'pastelaria-da-feira', userId: 'demo-cliente-4', status: 'entregue', f: 0.7, rider: 'demo-motoboy' },
  ];
  // New orders arrived minutes ago and get the time to answer that placeOrder gives (the
  // restaurant's limiteAceiteMin, 8 minutes by default): they ring on the panel for a few minutes
  // of the demo, then the server closes them as 'Sem resposta do restaurante' (re-seed for more).
  const isNew = (status) => status === 'novo_pedido' || status === 'pendente';
  for (const plan of TODAY) {
    const createdAt = isNew(plan.status) ? nowMs - Math.round((1 + plan.f * 20) * MINUTE) : nowMs - Math.floor(windowMs * plan.f);
    const elapsed = nowMs - createdAt;
    const order = addOrder({
      restaurantId: plan.restaurantId,
      userId: plan.userId,
      status: plan.status,
      createdAt,
      deliverymanId: plan.rider ?? null,
      acceptedAt: plan.rider ? createdAt + Math.floor(elapsed * 0.5) : null,
      updatedAt: plan.status === 'novo_pedido' ? undefined : createdAt + Math.floor(elapsed * (plan.rider ? 0.8 : 0.4)),
    });
    order.today = true;
    if (isNew(plan.status)) order.data.prazoAceiteEm = at(createdAt + DEFAULT_ACCEPT_LIMIT_MINUTES * MINUTE);
    if (plan.pickedUp) order.data.retiradoEm = at(createdAt + Math.floor(elapsed * 0.8));
    if (plan.rider) {
      // As the claimOrder function leaves them: the rider's first name and phone, for /status.
      const rider = DEMO_ACCOUNTS.find((account) => account.uid === plan.rider);
      order.data.entregadorNome = rider?.nome.split(' ')[0] ?? '';
      order.data.entregadorTelefone = rider?.telefone ?? '';
    }
    if (plan.legacy) {
      // An order written by an older client: the rider page reads totalAmount and a plain address.
      const { rua, numero, bairro, cidade } = order.data.endereco;
      order.data.totalAmount = order.data.totalValue;
      order.data.deliveryAddress = `${rua}, ${numero} - ${bairro}, ${cidade}`;
      delete order.data.totalValue;
      delete order.data.reparticao;
      delete order.data.endereco;
    }
  }

  // Today's orders carry the restaurant's number of the day (#0001, #0002, ... by arrival), as
  // the placeOrder function gives them, and each restaurant's counter continues from there.
  const todayKey = `${todayParts.year}-${String(todayParts.month).padStart(2, '0')}-${String(todayParts.day).padStart(2, '0')}`;
  const counters = [];
  for (const restaurantId of new Set(orders.filter((order) => order.today).map((order) => order.restaurantId))) {
    const arrived = orders.filter((order) => order.today && order.restaurantId === restaurantId).sort((a, b) => a.data.createdAt.getTime() - b.data.createdAt.getTime());
    arrived.forEach((order, index) => {
      order.data.numero = index + 1;
    });
    counters.push({ path: `restaurantes/${restaurantId}/contadores/${todayKey}`, data: { ultimo: arrived.length } });
  }

  // Each live order's handover code, readable by its customer only (privado/entrega, as the
  // placeOrder function writes it). Fixed per order so a re-seed keeps them.
  const LIVE = new Set(['novo_pedido', 'pendente', 'em_preparacao', 'aguardando_entregador', 'a_caminho']);
  // Their own random stream, so the codes leave every other choice of the seed as it was.
  const codeRng = mulberry32(SEED ^ 0xc0dec0de);
  const handoverCodes = orders
    .filter((order) => order.today && LIVE.has(order.data.status))
    .map((order) => ({
      path: `${order.path}/privado/entrega`,
      data: { codigo: String(codeRng.int(0, 9999)).padStart(4, '0'), userId: order.data.userId },
    }));

  /** A São Paulo wall-clock time on the day `daysAgo` before today, when the restaurant is open. */
  function pastInstant(restaurantId, daysAgo) {
    const spec = specById.get(restaurantId);
    let offset = daysAgo;
    // Move to an earlier day until the restaurant opens that day (Mondays, Açaí's renovation...).
    for (let tries = 0; tries < 7; tries += 1) {
      const weekday = new Date(Date.UTC(todayParts.year, todayParts.month - 1, todayParts.day - offset)).getUTCDay();
      const day = spec.horarioFuncionamento[weekday];
      if (day.isOpen || spec.id === CLOSED_RESTAURANT_ID) break;
      offset = offset >= 59 ? 1 : offset + 1;
    }
    const weekday = new Date(Date.UTC(todayParts.year, todayParts.month - 1, todayParts.day - offset)).getUTCDay();
    const periods = spec.horarioFuncionamento[weekday].periods;
    let minute;
    const isAllDay = periods.length === 1 && periods[0].open === '00:00';
    if (isAllDay || periods.length === 0) {
      // People order at meal times even where the kitchen never closes.
      const [from, to] = rng.pick([
        [11 * 60, 14 * 60 + 30],
        [11 * 60, 14 * 60 + 30],
        [18 * 60 + 30, 22 * 60 + 30],
        [18 * 60 + 30, 22 * 60 + 30],
        [15 * 60, 17 * 60 + 30],
      ]);
      minute = rng.int(from, to);
    } else {
      const period = rng.pick(periods);
      const open = toMinutes(period.open);
      let close = toMinutes(period.close);
      // A period past midnight (Boteco 18:00-02:00) still gets its orders before midnight, so
      // each order stays on the day it belongs to.
      if (close <= open) close = 23 * 60 + 50;
      minute = rng.int(open + 10, Math.max(open + 10, close - 20));
    }
    return zonedInstant(todayParts.year, todayParts.month - 1, todayParts.day - offset, minute) + rng.int(0, 59) * 1000;
  }

  function addPastOrder(restaurantId, userId, status, daysAgo) {
    const createdAt = pastInstant(restaurantId, daysAgo);
    const delivered = status === 'entregue' || status === 'delivered' || status === 'concluido';
    const doc = addOrder({
      restaurantId,
      userId,
      status,
      createdAt,
      deliverymanId: delivered ? rng.pick(RIDERS) : null,
      acceptedAt: delivered ? createdAt + rng.int(15, 35) * MINUTE : null,
      updatedAt:
        createdAt +
        (delivered ? rng.int(40, 75) : status === 'rejeitado' ? rng.int(2, 8) : rng.int(5, 20)) * MINUTE,
    });
    doc.today = false;
    return doc;
  }

  // The closed restaurant still has a short history from before the renovation.
  addPastOrder('acai-da-praia', 'demo-cliente', 'entregue', 52);
  addPastOrder('acai-da-praia', 'demo-cliente-3', 'entregue', 49);
  addPastOrder('acai-da-praia', 'demo-cliente-5', 'entregue', 45);
  addPastOrder('acai-da-praia', 'demo-cliente-2', 'cancelado', 44);

  const PAST_ORDERS = 150 - TODAY.length - 4;
  const restaurantWeights = Object.fromEntries(RESTAURANTS.filter((spec) => spec.weight > 0).map((spec) => [spec.id, spec.weight]));
  const customerWeights = { 'demo-cliente': 34, 'demo-cliente-2': 17, 'demo-cliente-3': 17, 'demo-cliente-4': 16, 'demo-cliente-5': 16 };
  const otherCustomers = Object.keys(customerWeights).filter((uid) => uid !== 'demo-cliente');
  for (let i = 0; i < PAST_ORDERS; i += 1) {
    const restaurantId = rng.weighted(restaurantWeights);
    let userId = rng.weighted(customerWeights);
    const status = rng.weighted({ entregue: 80, rejeitado: 6, cancelado: 5, delivered: 5, concluido: 4 });
    // The app lists rejeitado and concluido among a customer's *current* orders (only entregue,
    // delivered, cancelado and rejected count as old), so keep them off the demo customer, whose
    // "Pedidos Atuais" should show only today's live orders.
    if (userId === 'demo-cliente' && (status === 'rejeitado' || status === 'concluido')) userId = rng.pick(otherCustomers);
    addPastOrder(restaurantId, userId, status, rng.int(1, 59));
  }

  // Past orders carry their number of the day too, as placeOrder gave them (#0001, #0002, ... by
  // arrival at each restaurant on each São Paulo day): statements, CSVs and 'Meus Pedidos' name them so.
  const pastByDay = new Map();
  for (const order of orders.filter((candidate) => !candidate.today)) {
    const { year, month, day } = zonedParts(order.data.createdAt);
    const key = `${order.restaurantId}|${year}-${month}-${day}`;
    pastByDay.set(key, [...(pastByDay.get(key) ?? []), order]);
  }
  for (const sameDay of pastByDay.values()) {
    sameDay.sort((a, b) => a.data.createdAt - b.data.createdAt).forEach((order, index) => {
      order.data.numero = index + 1;
    });
  }

  // --- avaliacoes: only for delivered (entregue) orders, by the customer who ordered, id = order id ---
  const reviews = [];
  for (const spec of RESTAURANTS) {
    const delivered = orders
      .filter((order) => order.restaurantId === spec.id && order.data.status === 'entregue' && !order.today)
      .sort((a, b) => a.data.createdAt - b.data.createdAt);
    const wanted = spec.id === CLOSED_RESTAURANT_ID ? 2 : rng.int(2, 6);
    const picked = [];
    // The demo customer has reviewed her oldest delivered order at each place she ordered from,
    // and left the newer ones unreviewed, so her order list shows both.
    const ownOldest = delivered.find((order) => order.data.userId === 'demo-cliente');
    if (ownOldest && delivered.filter((order) => order.data.userId === 'demo-cliente').length > 1) picked.push(ownOldest);
    const pool = delivered.filter((order) => order.data.userId !== 'demo-cliente');
    while (picked.length < wanted && pool.length > 0) picked.push(pool.splice(Math.floor(rng.next() * pool.length), 1)[0]);

    for (const order of picked.sort((a, b) => a.data.createdAt - b.data.createdAt)) {
      const rating = Number(rng.weighted({ 5: 45, 4: 30, 3: 13, 2: 7, 1: 5 }));
      const createdAt = clampToNow(order.data.ultimaAtualizacao.getTime() + rng.int(20, 20 * 60) * MINUTE);
      reviews.push({
        id: order.id,
        restaurantId: spec.id,
        path: `restaurantes/${spec.id}/avaliacoes/${order.id}`,
        data: {
          userId: order.data.userId,
          userName: order.data.clientName,
          rating,
          comment: rng.chance(0.2) ? '' : rng.pick(REVIEW_COMMENTS[rating]),
          createdAt: at(createdAt),
          orderId: order.id,
        },
      });
    }
  }

  // The home cards' rating: each restaurant's count and sum of stars, as the app keeps them with
  // every review (services/reviews.ts).
  for (const restaurant of restaurants) {
    const own = reviews.filter((review) => review.restaurantId === restaurant.id).map((review) => ({ id: review.id, rating: review.data.rating }));
    Object.assign(restaurant.data, ratingTallyOf(own));
  }

  // A delivered order keeps only the bairro and the city; its customer's phone and street are in
  // privado/cliente, as the onOrderWritten function leaves them (issue #39, order-privacy.ts).
  const movedContacts = orders
    .filter((order) => order.data.status === 'entregue' && typeof order.data.endereco === 'object')
    .map((order) => {
      const { clientName, clientPhone, endereco, userId } = order.data;
      order.data.endereco = { bairro: endereco.bairro, cidade: endereco.cidade };
      delete order.data.clientPhone;
      return { path: `${order.path}/privado/cliente`, data: { userId, clientName, clientPhone: clientPhone ?? '', endereco, movidoEm: order.data.ultimaAtualizacao ?? order.data.createdAt } };
    });

  // What reads the orders is made before the scheduled order below joins them: it is the seed's
  // last random draw, so every other demo choice stays as it was.
  const helpAndRatings = demoHelpAndDeliveryRatings(nowMs, orders);
  const healthSamples = demoHealthSamples(nowMs, orders);
  const riderPositions = demoRiderPositions(nowMs, orders);

  // A scheduled order (issue #54): Ana's lunch tomorrow at 12:30 at the Cantina, placed two hours
  // ago, waiting in the panel's 'Agendados' with no number and no time to answer yet. Its release
  // (at 12:05, the slot less the Cantina's 25 minutes) is a task placeOrder queues; the seed queues
  // none, and a demo does not last till then.
  {
    const slot = todayStartMs + DAY + 12 * HOUR + 30 * MINUTE;
    const scheduled = addOrder({ restaurantId: 'cantina-da-nonna', userId: 'demo-cliente', status: 'agendado', createdAt: nowMs - 2 * HOUR });
    Object.assign(scheduled.data, { agendadoPara: at(slot), liberarEm: at(slot - (PREP_MINUTES['cantina-da-nonna'] ?? 25) * MINUTE), prazoAceiteEm: null });
    handoverCodes.push({ path: `${scheduled.path}/privado/entrega`, data: { codigo: String(codeRng.int(0, 9999)).padStart(4, '0'), userId: 'demo-cliente' } });
  }

  return {
    now: at(nowMs),
    todayStart: at(todayStartMs),
    accounts: DEMO_ACCOUNTS,
    users,
    restaurants,
    categories,
    products,
    optionGroups,
    orders,
    counters,
    handoverCodes,
    movedContacts,
    registrations,
    commercialTerms,
    reviews,
    members,
    partners,
    applications,
    consents: demoConsents(users, nowMs),
    deletionRequests: demoDeletionRequests(nowMs),
    coupons: demoCoupons(nowMs),
    healthSamples,
    ...helpAndRatings,
    riderPositions,
  };
}

/**
 * Where the riders on their way are (issue #54), as their pages last shared it: a third of the way
 * from the store to the door, 20 seconds ago. Ana's order on its way shows on her map at once.
 */
function demoRiderPositions(nowMs, orders) {
  return orders
    .filter((order) => order.data.status === 'a_caminho' && order.data.deliverymanId && order.data.localizacaoLoja && order.data.endereco?.ponto)
    .map((order) => {
      const store = order.data.localizacaoLoja;
      const door = order.data.endereco.ponto;
      const third = (from, to) => Math.round((from + (to - from) / 3) * 1e6) / 1e6;
      return {
        path: `${order.path}/rastreio/entregador`,
        data: { lat: third(store.lat, door.lat), lng: third(store.lng, door.lng), precisao: 12, entregadorId: order.data.deliverymanId, em: new Date(nowMs - 20_000) },
      };
    });
}

/**
 * Help cases and delivery ratings (issue #53), so the demo shows each party's side: Cantina da
 * Nonna's newest delivered order has a customer waiting for the store's answer ('Clientes pedindo
 * ajuda' on the panel), another store's case went to Sabor unanswered ('Atendimento'), and the
 * riders' delivered orders older than today carry some ratings, already counted in their tallies
 * (as the trigger counts them: functions/src/orders/delivery-reviews.ts).
 */
function demoHelpAndDeliveryRatings(nowMs, orders) {
  const delivered = orders.filter((order) => order.data.status === 'entregue' && !order.today).sort((a, b) => b.data.createdAt - a.data.createdAt);
  const label = (order) => `#${String(order.data.numero ?? 0).padStart(4, '0')}`;
  const caseOf = (order, problema, estado, texto, minutesAgo) => {
    const item = order.data.itens[0];
    const opened = new Date(nowMs - minutesAgo * MINUTE);
    const events = [{ autor: 'cliente', texto: `${problema === 'item_faltando' ? 'Item faltando' : 'Pedido frio ou derramado'} (1x ${item.nome}): ${texto}`, em: opened }];
    if (estado === 'com_operador') events.push({ autor: 'sistema', texto: 'A loja não respondeu em 30 min: a equipe da Sabor vai decidir.', em: new Date(opened.getTime() + 30 * MINUTE) });
    return {
      path: `casos/${order.id}_${problema}`,
      data: {
        restaurantId: order.restaurantId,
        restaurantName: order.data.restaurantName,
        orderId: order.id,
        pedido: label(order),
        cidade: order.data.cidade ?? '',
        userId: order.data.userId,
        clienteNome: order.data.clientName,
        entregadorId: order.data.deliverymanId ?? '',
        entregadorNome: order.data.entregadorNome ?? '',
        pagoNoApp: false,
        totalPedido: order.data.reparticao?.total ?? Math.round((order.data.totalValue ?? order.data.totalAmount ?? 0) * 100),
        problema,
        itens: [{ indice: 0, nome: item.nome, quantidade: 1 }],
        descricao: texto,
        foto: null,
        estado,
        prazoLojaEm: estado === 'aguardando_loja' ? new Date(opened.getTime() + 30 * MINUTE) : null,
        abertoEm: opened,
        atualizadoEm: opened,
        contestacao: '',
        decisao: null,
        decidindo: null,
        eventos: events,
      },
    };
  };
  const atCantina = delivered.find((order) => order.restaurantId === DEMO_RESTAURANT_ID);
  const elsewhere = delivered.find((order) => order.restaurantId !== DEMO_RESTAURANT_ID && order.data.userId !== atCantina?.data.userId);
  const helpCases = [
    ...(atCantina ? [caseOf(atCantina, 'item_faltando', 'aguardando_loja', 'O pedido chegou sem este item. O resto estava certo.', 5)] : []),
    ...(elsewhere ? [caseOf(elsewhere, 'frio_derramado', 'com_operador', 'Chegou frio e a embalagem estava aberta.', 90)] : []),
  ];

  // Ana's order paid at the door with a wrong dish, which Sabor gave back as credits ('Meus
  // créditos' shows them, and her checkout offers to spend them): Sabor bore it, so no store is charged.
  const credited = delivered.find((order) => order.data.userId === 'demo-cliente' && !order.data.pagamentoOnline && order !== atCantina && order !== elsewhere);
  const credits = [];
  if (credited) {
    const item = credited.data.itens[0];
    const valor = Math.round(item.preco * 100);
    const opened = new Date(credited.data.createdAt.getTime() + 90 * MINUTE);
    const decided = new Date(opened.getTime() + 40 * MINUTE);
    const nota = 'Enviamos o prato errado; a Sabor assume o custo.';
    const base = caseOf(credited, 'item_errado', 'resolvido', 'Veio outro prato no lugar deste.', 0);
    const refundId = `ajuda-${credited.id}_item_errado`;
    helpCases.push({
      path: base.path,
      data: {
        ...base.data,
        abertoEm: opened,
        atualizadoEm: decided,
        primeiraRespostaEm: decided,
        decisao: { acao: 'reembolso', valor, responsavel: 'sabor', por: 'operador', nota, em: decided },
        eventos: [
          { autor: 'cliente', texto: `Item errado (1x ${item.nome}): Veio outro prato no lugar deste.`, em: opened },
          { autor: 'operador', texto: `A equipe da Sabor devolveu R$ ${(valor / 100).toFixed(2).replace('.', ',')} em créditos Sabor, para usar no próximo pedido. ${nota}`, em: decided },
        ],
      },
    });
    // The order keeps the refund as the Functions write it (functions/src/money/customer-credits.ts).
    credited.data.reembolsos = {
      [refundId]: { itens: [{ indice: 0, nome: item.nome, quantidade: 1, valor }], valor, motivo: 'Item errado', responsavel: 'sabor', por: 'operador', meio: 'credito', estado: 'feito', criadoEm: decided, feitoEm: decided, creditoLoja: valor },
    };
    credits.push(
      { path: 'creditos/demo-cliente', data: { saldo: valor, atualizadoEm: decided } },
      { path: `creditos/demo-cliente/movimentos/concedido-${refundId}`, data: { tipo: 'concedido', valor, descricao: `Item errado no pedido ${label(credited)} de ${credited.data.restaurantName}`, restaurantId: credited.restaurantId, orderId: credited.id, criadoEm: decided } },
    );
  }

  const rated = delivered.filter((order) => order.data.deliverymanId).filter((_, index) => index % 3 === 0);
  const deliveryReviews = rated.map((order, index) => ({
    path: `avaliacoesEntrega/${order.id}`,
    data: {
      userId: order.data.userId,
      entregadorId: order.data.deliverymanId,
      restaurantId: order.restaurantId,
      orderId: order.id,
      nota: [5, 5, 4, 5, 3][index % 5],
      comentario: index % 4 === 0 ? 'Entregou rápido e com cuidado.' : '',
      createdAt: new Date(Math.min(nowMs, (order.data.ultimaAtualizacao ?? order.data.createdAt).getTime() + 30 * MINUTE)),
    },
  }));
  const tallies = new Map();
  for (const review of deliveryReviews) {
    const tally = tallies.get(review.data.entregadorId) ?? { total: 0, soma: 0 };
    tallies.set(review.data.entregadorId, { total: tally.total + 1, soma: tally.soma + review.data.nota });
  }
  const riderRatings = [
    // As the trigger keeps them (functions/src/orders/delivery-reviews.ts): the average and the name too.
    ...[...tallies].map(([uid, tally]) => ({
      path: `notasEntregadores/${uid}`,
      data: { ...tally, media: Math.round((tally.soma / tally.total) * 100) / 100, nome: DEMO_ACCOUNTS.find((account) => account.uid === uid)?.nome ?? uid, atualizadoEm: new Date(nowMs) },
    })),
    ...deliveryReviews.map((review) => ({ path: `notasEntregadores/${review.data.entregadorId}/contadas/${review.data.orderId}`, data: { em: new Date(nowMs) } })),
  ];
  return { helpCases, deliveryReviews, riderRatings, credits };
}

/** The data policy's version (src/domain/accounts/consents.ts DATA_POLICY_VERSION). */
export const DATA_POLICY_VERSION = '2026-11-27';

/**
 * What the demo's customers consented to (issue #39): the data policy when their account was
 * made, and Ana, the demo customer, the promotions by e-mail too.
 */
function demoConsents(users, nowMs) {
  // Accepted when the account was made, or when this version of the policy came out if later.
  const policyDate = new Date(`${DATA_POLICY_VERSION}T12:00:00-03:00`).getTime();
  const acceptedAt = (user) => new Date(Math.min(nowMs, Math.max(user.data.criadoEm.getTime(), policyDate)));
  return users
    .filter((user) => user.data.tipo === 'cliente')
    .flatMap((user) => [
      { path: `usuarios/${user.id}/consentimentos/politica`, data: { tipo: 'politica', aceito: true, versao: DATA_POLICY_VERSION, em: acceptedAt(user) } },
      ...(user.id === 'demo-cliente' ? [{ path: `usuarios/${user.id}/consentimentos/marketing`, data: { tipo: 'marketing', aceito: true, versao: DATA_POLICY_VERSION, em: acceptedAt(user) } }] : []),
    ]);
}

/**
 * The operator's 'Pedidos de exclusão de conta' (issue #39) with history: one carried out (only
 * its uid and figures are left) and one the customer cancelled.
 */
function demoDeletionRequests(nowMs) {
  const at = (daysAgo) => new Date(nowMs - daysAgo * DAY);
  return [
    {
      path: 'exclusoes/demo-ex-cliente',
      data: { uid: 'demo-ex-cliente', tipo: 'cliente', motivo: 'Não uso mais o app', estado: 'concluida', pedidaEm: at(20), efetivaEm: at(13), canceladaEm: null, concluidaEm: at(13), adiadaMotivo: '', pedidosAnonimizados: 4, avaliacoesAnonimizadas: 1 },
    },
    {
      path: 'exclusoes/demo-cliente-3',
      data: { uid: 'demo-cliente-3', nome: 'Camila Ferreira', email: 'cliente3@sabor.dev', tipo: 'cliente', motivo: 'Tenho outra conta', detalhe: '', estado: 'cancelada', pedidaEm: at(6), efetivaEm: at(-1), canceladaEm: at(5), concluidaEm: null, adiadaMotivo: '' },
    },
  ];
}

/**
 * The platform's billing settings (src/domain/money/statements.ts): the demo's Pix key, so the
 * closed statements carry a code to pay (issue #38).
 */
/**
 * Coupons (src/domain/promotions/coupon.ts), valid for a month from yesterday: Cantina da Nonna's
 * 10% for a customer's first order there, Pastelaria da Feira's R$ 5,00 for its first 100 orders,
 * and São Paulo's 15% (up to R$ 10,00) once per customer, paid by the platform.
 */
function demoCoupons(nowMs) {
  const terms = { maximo: null, inicio: new Date(nowMs - DAY), fim: new Date(nowMs + 30 * DAY), limiteUsos: null, usos: 0, ativo: true, atualizadoEm: new Date(nowMs) };
  return [
    { path: 'cupons/cantina-da-nonna_BEMVINDO10', data: { ...terms, codigo: 'BEMVINDO10', escopo: 'restaurante', restaurantId: 'cantina-da-nonna', tipo: 'percentual', valor: 10, maximo: 15, pedidoMinimo: 40, regra: 'primeiro_pedido', divulgado: true } },
    { path: 'cupons/pastelaria-da-feira_PASTEL5', data: { ...terms, codigo: 'PASTEL5', escopo: 'restaurante', restaurantId: 'pastelaria-da-feira', tipo: 'valor', valor: 5, pedidoMinimo: 30, regra: 'livre', limiteUsos: 100, divulgado: true } },
    { path: 'cupons/cidade-sao-paulo_SABORSP', data: { ...terms, codigo: 'SABORSP', escopo: 'cidade', cidade: 'sao paulo', tipo: 'percentual', valor: 15, maximo: 10, pedidoMinimo: 0, regra: 'uma_vez', divulgado: true } },
  ];
}

const DEMO_FINANCE_SETTINGS = {
  path: 'config/financeiro',
  data: { chavePix: { tipo: 'email', chave: 'financeiro@sabor.dev' }, titular: 'Sabor Marketplace', cidade: 'Sao Paulo', diasVencimento: 7, diasBloqueio: 10 },
};

/**
 * What the operator's 'Saúde' shows on a fresh start (issue #51): an e-mail refused by its
 * recipient's server after three attempts (the local post office refuses @recusa.invalid, so
 * 'Reenviar' fails again and it comes back), and the kitchen reminders of a delivered order that
 * gave up ('Tentar de novo' finds the order answered and stops).
 */
function demoHealthSamples(nowMs, orders) {
  const reminded = orders.find((order) => order.restaurantId === DEMO_RESTAURANT_ID && order.data.status === 'entregue');
  return [
    {
      path: 'mail/demo-convite-recusado',
      data: {
        to: 'novo.gerente@recusa.invalid',
        assunto: 'convite',
        message: { subject: 'Convite para a equipe da Cantina da Nonna', text: 'Você foi convidado para a equipe da Cantina da Nonna na Sabor.', html: '<p>Você foi convidado para a equipe da Cantina da Nonna na Sabor.</p>' },
        criadoEm: new Date(nowMs - 3 * HOUR),
        expiraEm: new Date(nowMs - 3 * HOUR + 30 * DAY),
        delivery: { state: 'ERROR', attempts: 3, error: '550 Caixa postal inexistente', endTime: new Date(nowMs - 3 * HOUR + MINUTE) },
      },
    },
    ...(reminded
      ? [
          {
            path: `tarefasFalhas/demo-lembrete-${reminded.id}`,
            data: {
              fila: 'remindKitchen',
              dados: { restaurantId: DEMO_RESTAURANT_ID, orderId: reminded.id },
              tentativas: 40,
              erro: 'O pedido ainda espera a resposta da loja.',
              em: new Date(nowMs - 2 * HOUR),
              retomadaEm: null,
            },
          },
        ]
      : []),
  ];
}

/**
 * Every document of the demo data as { path, data }, parents before children, in the order the
 * seed writes them.
 * @param {DemoData} demo
 */
export function demoDocuments(demo) {
  return [
    ...demoCityDocuments(),
    DEMO_FINANCE_SETTINGS,
    ...demo.users,
    ...demo.restaurants,
    ...demo.registrations,
    ...demo.commercialTerms,
    ...demo.members,
    ...demo.categories,
    ...demo.optionGroups,
    ...demo.products,
    ...demo.orders,
    ...demo.counters,
    ...demo.handoverCodes,
    ...demo.movedContacts,
    ...demo.reviews,
    ...demo.partners,
    ...demo.applications,
    ...demo.consents,
    ...demo.deletionRequests,
    ...demo.coupons,
    ...demo.healthSamples,
    ...demo.helpCases,
    ...demo.deliveryReviews,
    ...demo.riderRatings,
    ...demo.credits,
    ...demo.riderPositions,
  ].map(
    ({ path, data }) => ({ path, data }),
  );
}

/** 'Pizza Frango com Catupiry' -> 'pizza-frango-com-catupiry' (accents dropped). */
export function slugify(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
