/**
 * The scale benchmark's marketplace as plain data (issue #27): 1,000 restaurants in 10 cities, 50
 * dishes each, and 100,000 orders over the last 60 days, generated from a fixed seed so every run
 * measures the same country. Pure: no I/O; dates are placed relative to `now`.
 *
 * The derived fields the Functions keep (the discovery index, the sales rollups) are not here:
 * scripts/bench-scale.mjs computes them with the domain's own code before writing.
 */
import { DAYS, mulberry32, saoPauloDayStart, slugify } from '../lib/demo-data.mjs';

export const SCALE = { restaurants: 1000, productsPerRestaurant: 50, orders: 100_000, days: 60 };

/** Cities with their share of the restaurants and bairros as people type them. */
export const CITIES = [
  ['São Paulo', 24, ['Pinheiros', 'Vila Mariana', 'Moema', 'Bela Vista', 'Consolação', 'Liberdade', 'Perdizes', 'Santana', 'Tatuapé', 'Itaim Bibi', 'Jardim Paulista', 'Vila Madalena']],
  ['Rio de Janeiro', 16, ['Copacabana', 'Ipanema', 'Leblon', 'Botafogo', 'Tijuca', 'Flamengo', 'Laranjeiras', 'Barra da Tijuca', 'Méier', 'Leme']],
  ['Belo Horizonte', 10, ['Savassi', 'Lourdes', 'Funcionários', 'Pampulha', 'Santa Tereza', 'Buritis', 'Sion', 'Serra']],
  ['Salvador', 8, ['Barra', 'Rio Vermelho', 'Pituba', 'Itapuã', 'Graça', 'Ondina', 'Pelourinho', 'Stiep']],
  ['Brasília', 8, ['Asa Sul', 'Asa Norte', 'Lago Sul', 'Sudoeste', 'Águas Claras', 'Noroeste', 'Guará']],
  ['Fortaleza', 7, ['Meireles', 'Aldeota', 'Praia de Iracema', 'Benfica', 'Cocó', 'Varjota', 'Fátima']],
  ['Curitiba', 7, ['Batel', 'Centro', 'Água Verde', 'Bigorrilho', 'Juvevê', 'Cabral', 'Santa Felicidade']],
  ['Recife', 7, ['Boa Viagem', 'Casa Forte', 'Graças', 'Espinheiro', 'Pina', 'Madalena', 'Boa Vista']],
  ['Porto Alegre', 7, ['Moinhos de Vento', 'Cidade Baixa', 'Bom Fim', 'Menino Deus', 'Petrópolis', 'Auxiliadora', 'Centro Histórico']],
  ['Goiânia', 6, ['Setor Bueno', 'Setor Marista', 'Setor Oeste', 'Jardim Goiás', 'Setor Sul', 'Vila Nova']],
];

/**
 * Kitchens: the home's categories they list, name parts, and the dishes they cook (a dish's
 * variants make up the 50). The Italian ones cook lasagne: the search term of the benchmark.
 */
const KITCHENS = [
  {
    categorias: ['Massa', 'Principais'],
    tipos: ['Cantina', 'Trattoria', 'Casa de Massas'],
    nomes: ['Bella Napoli', 'Dona Giulia', 'Nonno Vito', 'Toscana', 'Del Nonno', 'Piemonte', 'Mamma Rosa', 'Via Roma'],
    secoes: ['Massas', 'Lasanhas', 'Risotos', 'Entradas', 'Sobremesas'],
    pratos: [
      ['Lasanha à Bolonhesa', 'Massa fresca, ragu de carne cozido por horas, bechamel e parmesão gratinado.'],
      ['Lasanha de Frango com Catupiry', 'Frango desfiado, Catupiry original e molho de tomate da casa.'],
      ['Lasanha de Berinjela', 'Berinjela grelhada, muçarela de búfala e molho pomodoro.'],
      ['Espaguete ao Pomodoro', 'Espaguete grano duro, tomates italianos, alho e manjericão.'],
      ['Nhoque ao Sugo', 'Nhoque de batata feito na casa com molho de tomate fresco.'],
      ['Fettuccine Alfredo', 'Molho de creme de leite, manteiga e parmesão.'],
      ['Risoto de Cogumelos', 'Arroz arbóreo, mix de cogumelos e parmesão.'],
      ['Tiramisù', 'Biscoito champanhe, café espresso, mascarpone e cacau.'],
      ['Bruschetta de Tomate', 'Pão italiano, tomate, alho e manjericão.'],
      ['Cannoli Siciliano', 'Massa crocante recheada com creme de ricota.'],
    ],
  },
  {
    categorias: ['Massa', 'Lanches'],
    tipos: ['Pizzaria', 'Forno'],
    nomes: ['Forno a Lenha', 'Napolitana', 'Bom Pedaço', 'da Esquina', 'Vesúvio', 'Fatia Dourada', 'São Gennaro'],
    secoes: ['Pizzas Salgadas', 'Pizzas Doces', 'Esfihas', 'Bebidas', 'Sobremesas'],
    pratos: [
      ['Pizza Margherita', 'Molho de tomate, muçarela de búfala e manjericão.'],
      ['Pizza Calabresa', 'Calabresa fatiada, cebola roxa e azeitonas.'],
      ['Pizza Quatro Queijos', 'Muçarela, provolone, parmesão e gorgonzola.'],
      ['Pizza Portuguesa', 'Presunto, ovos, cebola, ervilha e azeitonas.'],
      ['Pizza de Chocolate', 'Chocolate ao leite e granulado.'],
      ['Esfiha de Carne', 'Massa leve e carne temperada com limão.'],
      ['Refrigerante 2 L', 'Coca-Cola, Guaraná ou Sprite.'],
      ['Pudim de Leite', 'Pudim cremoso com calda de caramelo.'],
    ],
  },
  {
    categorias: ['Lanches', 'Bebidas'],
    tipos: ['Burger', 'Hamburgueria', 'Smash'],
    nomes: ['do Bairro', 'Brasa', 'Artesanal', 'Cowboy', 'da Praça', 'Chapa Quente', 'Monstro'],
    secoes: ['Burgers', 'Combos', 'Acompanhamentos', 'Bebidas', 'Sobremesas'],
    pratos: [
      ['X-Burger Clássico', 'Blend de 160 g, queijo prato, alface e tomate no brioche.'],
      ['X-Bacon Duplo', 'Dois blends, cheddar, bacon crocante e cebola caramelizada.'],
      ['Smash Burger', 'Dois smash de 80 g, queijo americano e picles.'],
      ['Burger Vegetariano', 'Hambúrguer de grão-de-bico, rúcula e tomate seco.'],
      ['Batata Frita Rústica', 'Batatas com casca, alecrim e páprica.'],
      ['Onion Rings', 'Anéis de cebola empanados.'],
      ['Milkshake de Ovomaltine', 'Sorvete de creme batido com Ovomaltine.'],
      ['Refrigerante Lata', 'Coca-Cola, Guaraná ou Sprite.'],
    ],
  },
  {
    categorias: ['Principais', 'Petisco'],
    tipos: ['Sushi', 'Temakeria', 'Restaurante Japonês'],
    nomes: ['Kenzo', 'Sakura', 'Hanami', 'Nagoya', 'Koi', 'Sensei', 'Yume'],
    secoes: ['Combinados', 'Temakis', 'Pratos Quentes', 'Entradas', 'Bebidas'],
    pratos: [
      ['Combinado Salmão', 'Sashimis, niguiris e uramakis de salmão.'],
      ['Temaki de Salmão', 'Salmão fresco, cream cheese e cebolinha.'],
      ['Yakisoba de Frango', 'Macarrão oriental, legumes e frango.'],
      ['Hot Roll', 'Uramaki empanado com salmão e cream cheese.'],
      ['Guioza', 'Pastel japonês de carne suína.'],
      ['Missoshiru', 'Sopa de missô, tofu e cebolinha.'],
      ['Chá Verde Gelado', 'Chá verde com limão.'],
    ],
  },
  {
    categorias: ['Principais', 'Doces'],
    tipos: ['Restaurante', 'Cozinha', 'Panela'],
    nomes: ['Sabor Mineiro', 'da Vovó', 'Caseiro', 'Fogão de Lenha', 'Tempero Baiano', 'Nordestino', 'Gaúcho'],
    secoes: ['Pratos', 'Porções', 'Executivos', 'Doces', 'Bebidas'],
    pratos: [
      ['Feijão Tropeiro', 'Feijão, farinha de mandioca, ovo, couve e linguiça.'],
      ['Frango com Quiabo', 'Frango caipira ensopado com quiabo e angu.'],
      ['Moqueca de Peixe', 'Peixe, leite de coco, dendê e pimentões.'],
      ['Baião de Dois', 'Arroz, feijão verde, queijo coalho e carne de sol.'],
      ['Escondidinho de Carne Seca', 'Purê de mandioca gratinado com carne seca.'],
      ['Pão de Queijo', 'Pão de queijo da Canastra.'],
      ['Doce de Leite com Queijo', 'Doce de leite e queijo Minas frescal.'],
      ['Suco de Laranja', 'Laranja espremida na hora.'],
    ],
  },
  {
    categorias: ['Petisco', 'Bebidas'],
    tipos: ['Boteco', 'Bar', 'Pastelaria'],
    nomes: ['do Zé', 'da Esquina', 'Carioca', 'da Feira', 'Pé Sujo', 'Brahma', 'Amigos'],
    secoes: ['Petiscos', 'Pastéis', 'Porções', 'Cervejas', 'Drinks'],
    pratos: [
      ['Pastel de Carne', 'Carne moída temperada, massa sequinha.'],
      ['Coxinha de Frango', 'Massa de batata e recheio cremoso de frango.'],
      ['Bolinho de Bacalhau', 'Bacalhau desfiado, batata e salsinha.'],
      ['Isca de Peixe', 'Tiras de peixe empanadas e molho tártaro.'],
      ['Torresmo Pururuca', 'Torresmo de barriga, sequinho e crocante.'],
      ['Caipirinha de Limão', 'Cachaça, limão e açúcar.'],
      ['Cerveja Long Neck', 'Gelada.'],
    ],
  },
  {
    categorias: ['Doces', 'Sobremesas'],
    tipos: ['Açaí', 'Doceria', 'Sorveteria'],
    nomes: ['da Praia', 'Tropical', 'Gelato', 'Doce Mel', 'Brigadeiro', 'Cupuaçu', 'Sabor Gelado'],
    secoes: ['Açaí', 'Doces', 'Sorvetes', 'Bolos', 'Bebidas'],
    pratos: [
      ['Açaí na Tigela', 'Açaí batido na hora, granola e banana.'],
      ['Brigadeiro Gourmet', 'Chocolate belga e granulado.'],
      ['Bolo de Cenoura', 'Com cobertura de chocolate.'],
      ['Sorvete de Creme', 'Duas bolas de sorvete artesanal.'],
      ['Torta de Limão', 'Massa amanteigada, creme de limão e merengue.'],
      ['Água de Coco', 'Gelada, da fruta.'],
    ],
  },
];

const VARIANTS = ['', 'Individual', 'para Dois', 'Família', 'Especial', 'da Casa', 'Tradicional', 'Light', 'Grande', 'Pequeno', 'Premium', 'Kids'];
const STATUSES = { entregue: 78, rejeitado: 6, cancelado: 5, delivered: 4, concluido: 3, novo_pedido: 1, em_preparacao: 1, aguardando_entregador: 1, a_caminho: 1 };
const HOURS = [
  () => [['00:00', '23:59']],
  () => [
    ['11:30', '15:00'],
    ['18:00', '23:00'],
  ],
  (day) => (day === 1 ? null : [['11:00', '23:00']]),
  (day) => (day === 0 ? null : [['18:00', '23:59']]),
];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function week(periodsFor) {
  return DAYS.map(([day, key], dayIndex) => {
    const periods = periodsFor(dayIndex);
    return { day, key, dayIndex, isOpen: periods !== null, periods: (periods ?? []).map(([open, close]) => ({ open, close })) };
  });
}

const cents = (reais) => Math.round(reais * 100);

/**
 * The restaurants with their menus. The first ten are the benchmark's small marketplace: one per
 * city would leave a city's home with one card, so they are all in São Paulo, as a marketplace
 * starts in one city; the rest spread over the cities by their shares.
 * @returns {Array<{ id, index, cidade, data, categories, products }>}
 */
export function buildRestaurants(now = new Date()) {
  const rng = mulberry32(27_000);
  const nowMs = now.getTime();
  const shares = Object.fromEntries(CITIES.map(([nome, share]) => [nome, share]));
  const bairrosOf = new Map(CITIES.map(([nome, , bairros]) => [nome, bairros]));
  const usedNames = new Set();
  const restaurants = [];
  for (let index = 0; index < SCALE.restaurants; index += 1) {
    const cidade = index < 10 ? 'São Paulo' : rng.weighted(shares);
    const bairros = bairrosOf.get(cidade);
    const kitchen = index === 0 ? KITCHENS[0] : rng.pick(KITCHENS);
    const bairro = rng.pick(bairros);
    let nome = `${rng.pick(kitchen.tipos)} ${rng.pick(kitchen.nomes)}`;
    if (usedNames.has(nome)) nome = `${nome} ${bairro}`;
    for (let n = 2; usedNames.has(nome); n += 1) nome = `${nome.replace(/ \d+$/, '')} ${n}`;
    usedNames.add(nome);
    const id = `${slugify(nome)}-${String(index).padStart(4, '0')}`;
    const taxa = rng.pick([0, 3.99, 4.9, 5.9, 6.9, 7.5, 8.9, 9.9]);
    // Most deliver to a few bairros (some also elsewhere at the fee), a few anywhere in the city.
    const served = [...bairros].sort(() => rng.next() - 0.5).slice(0, rng.int(2, 5));
    if (!served.includes(bairro)) served[0] = bairro;
    const areasEntrega = rng.chance(0.15)
      ? undefined
      : {
          bairros: served.map((nomeBairro) => ({ nome: nomeBairro, taxa: nomeBairro === bairro ? Math.max(0, taxa - 2) : taxa, minimo: null })),
          outrosBairros: rng.chance(0.3),
          gratisAcima: rng.chance(0.2) ? 120 : null,
        };
    const reviews = rng.int(0, 120);
    const data = {
      nome,
      logo: null,
      endereco: `Rua ${rng.pick(['das Flores', 'São João', 'XV de Novembro', 'Sete de Setembro', 'da Paz', 'Tiradentes'])}, ${rng.int(10, 2999)} - ${bairro}, ${cidade}`,
      telefone: `(11) 3${rng.int(100, 999)}-${rng.int(1000, 9999)}`,
      taxaEntrega: taxa,
      pedidoMinimo: rng.pick([0, 15, 20, 25, 30, 40]),
      uidDono: `escala-dono-${index}`,
      categoriasPrincipais: [...kitchen.categorias, ...(rng.chance(0.5) ? ['Bebidas'] : [])].filter((value, at, all) => all.indexOf(value) === at),
      horarioFuncionamento: week(index < 10 ? HOURS[0] : rng.pick(HOURS)),
      exigePainelAberto: false,
      publicado: true,
      listado: true,
      suspenso: null,
      cidade,
      ...(areasEntrega ? { areasEntrega } : {}),
      categoria: kitchen.categorias[0],
      avaliacaoTotal: reviews,
      avaliacaoSoma: Math.round(reviews * (3.6 + rng.next() * 1.4)),
      criadoEm: new Date(nowMs - rng.int(70, 400) * DAY),
    };
    const categories = kitchen.secoes.map((secao, ordem) => ({ id: slugify(secao), data: { nome: secao, ordem, createdAt: data.criadoEm } }));
    const products = [];
    for (let p = 0; p < SCALE.productsPerRestaurant; p += 1) {
      const [prato, descricao] = kitchen.pratos[p % kitchen.pratos.length];
      const variant = VARIANTS[Math.floor(p / kitchen.pratos.length) % VARIANTS.length];
      const preco = Math.round((12 + rng.next() * 70) * 10) / 10 - 0.1;
      products.push({
        id: `${id}-p${String(p).padStart(2, '0')}`,
        data: {
          nome: variant ? `${prato} ${variant}` : prato,
          descricao,
          categoriaId: categories[p % categories.length].id,
          disponivel: !rng.chance(0.05),
          preco: Math.round(preco * 100) / 100,
          type: 'regular',
          ordem: Math.floor(p / categories.length),
          ultimaAtualizacao: new Date(nowMs - rng.int(5, 60) * DAY),
        },
      });
    }
    restaurants.push({ id, index, cidade, data, categories, products });
  }
  return restaurants;
}

/**
 * The orders of restaurants [from, to): their share of the 100,000 by popularity, spread over the
 * last 60 São Paulo days at meal times, never in the future. Each restaurant's orders come from
 * its own random stream, so growing the marketplace leaves the first restaurants' orders as they were.
 */
export function buildOrders(restaurants, from, to, now = new Date()) {
  const nowMs = now.getTime();
  const todayStart = saoPauloDayStart(now).getTime();
  // Shares of the whole country's orders, whatever part of it is seeded.
  const popularity = Array.from({ length: SCALE.restaurants }, (_, index) => 0.2 + mulberry32(index + 1).next() * 1.6);
  const scale = SCALE.orders / popularity.reduce((sum, value) => sum + value, 0);
  const orders = [];
  let serial = 0;
  for (let index = from; index < to; index += 1) {
    const restaurant = restaurants[index];
    const rng = mulberry32(90_000 + index);
    const menu = restaurant.products.filter((product) => product.data.disponivel);
    const count = Math.round(popularity[index] * scale);
    const bairros = restaurant.data.areasEntrega?.bairros.map((bairro) => bairro.nome) ?? [restaurant.data.endereco.split(' - ')[1].split(',')[0]];
    for (let n = 0; n < count; n += 1) {
      const itens = [];
      let sub = 0;
      for (let line = rng.int(1, 3); line > 0; line -= 1) {
        const product = rng.pick(menu);
        const quantidade = rng.int(1, 2);
        itens.push({ quantidade, nome: product.data.nome, preco: product.data.preco, observacoes: '' });
        sub += quantidade * cents(product.data.preco);
      }
      const fee = cents(restaurant.data.taxaEntrega);
      // Meal times on one of the last 60 days; today's only up to now.
      const daysAgo = rng.int(0, SCALE.days - 1);
      const minute = rng.pick([rng.int(11 * 60, 14 * 60 + 30), rng.int(18 * 60 + 30, 22 * 60 + 30)]);
      let createdAt = todayStart - daysAgo * DAY + minute * MINUTE + rng.int(0, 59) * 1000;
      if (createdAt > nowMs) createdAt -= DAY;
      const status = rng.weighted(STATUSES);
      serial += 1;
      orders.push({
        path: `restaurantes/${restaurant.id}/pedidos/esc${String(index).padStart(4, '0')}o${String(n).padStart(4, '0')}`,
        restaurantId: restaurant.id,
        restaurantName: restaurant.data.nome,
        data: {
          itens,
          subTotal: sub / 100,
          taxaEntrega: fee / 100,
          totalValue: (sub + fee) / 100,
          pagamento: rng.pick(['Pix', 'Cartão', 'Dinheiro']),
          troco: null,
          endereco: { rua: 'Rua das Laranjeiras', numero: String(rng.int(1, 1999)), bairro: rng.pick(bairros), cidade: restaurant.cidade, cep: '01000-000' },
          clientName: 'Cliente do Benchmark',
          clientPhone: '(11) 90000-0000',
          status,
          restaurantId: restaurant.id,
          restaurantName: restaurant.data.nome,
          restaurantAddress: restaurant.data.endereco,
          restaurantPhone: restaurant.data.telefone,
          userId: `escala-cliente-${serial % 5000}`,
          createdAt: new Date(createdAt),
          deliverymanId: null,
          acceptedAt: null,
          observacoesPedido: '',
        },
      });
    }
  }
  return orders;
}
