/**
 * The scale benchmark's marketplace as plain data (issue #27): 1,000 restaurants in 10 cities, 50
 * dishes each (18 of them pizzas with 4 sizes and 16 flavours where the kitchen bakes them, and
 * the Italian menus, the one measured, with full descriptions: issue #49), and 100,000 orders over
 * the last 60 days, generated from a fixed seed so every run measures the same country. Pure: no
 * I/O; dates are placed relative to `now`. Products and weeks are in the editor's shape
 * (sizes and flavours, the week's days as maps): scripts/bench-scale.mjs stores them with the
 * records' writers, as the app does.
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
    secoes: ['Pizzas', 'Massas', 'Lasanhas', 'Risotos', 'Entradas', 'Sobremesas'],
    pizzas: true,
    pratos: [
      ['Lasanha à Bolonhesa', 'Camadas de massa fresca feita na casa, ragu de carne bovina cozido lentamente por seis horas, molho bechamel com noz-moscada e parmesão gratinado no forno. Serve bem uma pessoa.'],
      ['Lasanha de Frango com Catupiry', 'Massa fresca, frango desfiado refogado com cebola e tomate, Catupiry original e molho de tomate da casa, finalizada com muçarela gratinada. Acompanha pão italiano.'],
      ['Lasanha de Berinjela', 'Versão vegetariana: berinjela grelhada na brasa, muçarela de búfala, molho pomodoro com manjericão fresco e parmesão. Sem carne, feita com massa fresca de sêmola.'],
      ['Espaguete ao Pomodoro', 'Espaguete grano duro cozido al dente, molho de tomates italianos pelados com alho dourado no azeite extravirgem, manjericão fresco e lascas de parmesão por cima.'],
      ['Nhoque ao Sugo', 'Nhoque de batata feito à mão todos os dias, servido com molho sugo de tomate fresco, azeite, alho e folhas de manjericão. Leve, macio e sem ovo na massa.'],
      ['Fettuccine Alfredo', 'Fettuccine de massa fresca envolvido em molho cremoso de manteiga, creme de leite fresco e parmesão ralado na hora, com pimenta-do-reino moída e salsinha.'],
      ['Risoto de Cogumelos', 'Arroz arbóreo cozido no caldo de legumes, mix de cogumelos paris, shiitake e shimeji salteados na manteiga, finalizado com parmesão e um fio de azeite trufado.'],
      ['Tiramisù', 'Sobremesa clássica: biscoito champanhe embebido em café espresso, creme de mascarpone batido com ovos e açúcar, camadas alternadas e cacau em pó polvilhado por cima.'],
      ['Bruschetta de Tomate', 'Quatro fatias de pão italiano tostado na brasa, esfregadas com alho, cobertas com tomate italiano picado, manjericão, orégano fresco, sal grosso e azeite extravirgem.'],
      ['Cannoli Siciliano', 'Dois canudos de massa crocante frita na hora, recheados com creme de ricota fresca, raspas de laranja e gotas de chocolate meio amargo, com açúcar de confeiteiro.'],
    ],
  },
  {
    categorias: ['Massa', 'Lanches'],
    tipos: ['Pizzaria', 'Forno'],
    nomes: ['Forno a Lenha', 'Napolitana', 'Bom Pedaço', 'da Esquina', 'Vesúvio', 'Fatia Dourada', 'São Gennaro'],
    secoes: ['Pizzas Salgadas', 'Pizzas Doces', 'Esfihas', 'Bebidas', 'Sobremesas'],
    pizzas: true,
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

/**
 * The pizzas of a kitchen that bakes them (issue #49: a real menu of 50 dishes has about 18), as
 * the demo's are modelled (scripts/lib/demo-data.mjs, src/domain/catalog/catalog.ts): sizes with
 * a base price, and the other pizzas as second flavours with a surcharge, at most 16
 * (MAX_PIZZA_FLAVORS).
 */
const PIZZAS_PER_MENU = 18;
const PIZZAS = [
  ['Margherita', 'Molho de tomate italiano, muçarela de búfala, tomate fatiado, manjericão fresco e azeite extravirgem sobre massa de fermentação natural de 48 horas, assada no forno a lenha.', 0],
  ['Muçarela', 'Molho de tomate da casa, muçarela fatiada em camada generosa, rodelas de tomate, azeitonas pretas e orégano. A clássica, com massa fina e borda crocante.', 0],
  ['Calabresa', 'Molho de tomate, calabresa defumada fatiada fina, cebola roxa em rodelas, azeitonas pretas e orégano. Pode pedir com muçarela por cima, sem custo.', 0],
  ['Portuguesa', 'Molho de tomate, muçarela, presunto cozido, ovos cozidos picados, cebola, ervilha fresca, palmito e azeitonas pretas, finalizada com orégano.', 4],
  ['Quatro Queijos', 'Molho de tomate, muçarela, provolone defumado, parmesão ralado e gorgonzola em pedaços, gratinados no forno a lenha até dourar.', 6],
  ['Frango com Catupiry', 'Molho de tomate, frango desfiado temperado com alho e cebola, Catupiry original em espiral, milho verde e orégano.', 4],
  ['Napolitana', 'Molho de tomate, muçarela, tomate em rodelas, parmesão ralado, alho frito crocante e manjericão fresco.', 2],
  ['Pepperoni', 'Molho de tomate, muçarela e fatias de pepperoni importado que douram e enrolam no forno, com um toque de pimenta calabresa.', 6],
  ['Baiana', 'Molho de tomate, calabresa moída apimentada, ovos, cebola, pimenta biquinho e muçarela, para quem gosta de ardido.', 4],
  ['Toscana', 'Molho de tomate, linguiça toscana fresca esfarelada, cebola caramelizada, muçarela e azeitonas verdes.', 4],
  ['Atum', 'Molho de tomate, atum sólido em lascas, cebola roxa, muçarela e azeitonas pretas, com salsinha picada na saída do forno.', 6],
  ['Palmito', 'Molho de tomate, palmito pupunha em rodelas, muçarela, ervilha fresca, tomate, azeitonas verdes e orégano, com borda fina e crocante.', 4],
  ['Brócolis com Bacon', 'Molho de tomate, brócolis ninja salteado no alho e azeite, bacon em cubos crocantes, muçarela e Catupiry original por cima.', 6],
  ['Rúcula com Tomate Seco', 'Muçarela de búfala, rúcula fresca colocada na saída do forno, tomate seco, lascas de parmesão e redução de balsâmico.', 8],
  ['Lombo Canadense', 'Molho de tomate, muçarela, lombo canadense defumado fatiado fino, cebola roxa em rodelas, Catupiry original e orégano.', 6],
  ['Carne Seca com Abóbora', 'Creme de abóbora cabotiá, carne seca desfiada refogada na manteiga de garrafa, muçarela e cebolinha.', 8],
  ['Chocolate com Morango', 'Pizza doce: chocolate ao leite derretido, morangos frescos fatiados e leite condensado, com açúcar de confeiteiro.', 6],
  ['Banana com Canela', 'Pizza doce: banana-prata fatiada, muçarela, açúcar mascavo, canela em pó e leite condensado, gratinada no forno.', 4],
];
const PIZZA_SIZES = [
  ['Broto (4 fatias)', 32],
  ['Média (6 fatias)', 46],
  ['Grande (8 fatias)', 58],
  ['Família (12 fatias)', 72],
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
    const pizzas = kitchen.pizzas ? PIZZAS_PER_MENU : 0;
    for (let p = 0; p < pizzas; p += 1) {
      const [sabor, descricao] = PIZZAS[p % PIZZAS.length];
      const extra = rng.int(0, 8);
      products.push({
        id: `${id}-p${String(p).padStart(2, '0')}`,
        data: {
          nome: `Pizza ${sabor}`,
          descricao,
          categoriaId: categories[0].id,
          disponivel: !rng.chance(0.05),
          type: 'pizza',
          // As the editor hands them to the record's writer (productData), which stores them compactly.
          sizes: PIZZA_SIZES.map(([name, base]) => ({ name, basePrice: base + extra - 0.1 })),
          flavors: PIZZAS.filter(([other]) => other !== sabor)
            .slice(0, 16)
            .map(([name, , additionalPrice]) => ({ name, additionalPrice })),
          meiaMeia: 'maior',
          ordem: p,
          ultimaAtualizacao: new Date(nowMs - rng.int(5, 60) * DAY),
        },
      });
    }
    const dishCategories = pizzas > 0 ? categories.slice(1) : categories;
    for (let p = pizzas; p < SCALE.productsPerRestaurant; p += 1) {
      const dish = p - pizzas;
      const [prato, descricao] = kitchen.pratos[dish % kitchen.pratos.length];
      const variant = VARIANTS[Math.floor(dish / kitchen.pratos.length) % VARIANTS.length];
      const preco = Math.round((12 + rng.next() * 70) * 10) / 10 - 0.1;
      products.push({
        id: `${id}-p${String(p).padStart(2, '0')}`,
        data: {
          nome: variant ? `${prato} ${variant}` : prato,
          descricao,
          categoriaId: dishCategories[dish % dishCategories.length].id,
          disponivel: !rng.chance(0.05),
          preco: Math.round(preco * 100) / 100,
          type: 'regular',
          ordem: Math.floor(dish / dishCategories.length),
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
        // A pizza's line is its size's price, as the bag prices it without a second flavour.
        const size = product.data.type === 'pizza' ? rng.pick(product.data.sizes) : null;
        const preco = size ? size.basePrice : product.data.preco;
        itens.push({ quantidade, nome: product.data.nome, preco, ...(size ? { size: size.name } : {}), observacoes: '' });
        sub += quantidade * cents(preco);
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
