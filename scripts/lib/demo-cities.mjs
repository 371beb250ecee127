/**
 * The demo's cities (issue #36), as the operator keeps them in the console's 'Cidades': São Paulo
 * and Rio de Janeiro open, with their real bairros (those the demo restaurants, customers and
 * riders use and their neighbours), and Belo Horizonte cadastrada but still closed. Written by the
 * seed as cidades/{key} and cidades/{key}/bairros/lista (src/domain/delivery/city.record.ts).
 */

const SAO_PAULO = [
  'Aclimação', 'Alto da Lapa', 'Alto de Pinheiros', 'Água Branca', 'Barra Funda', 'Bela Vista', 'Belém', 'Bom Retiro', 'Brás', 'Brooklin',
  'Butantã', 'Cambuci', 'Campo Belo', 'Campos Elíseos', 'Casa Verde', 'Cerqueira César', 'Chácara Santo Antônio', 'Cidade Jardim', 'Consolação',
  'Higienópolis', 'Indianópolis', 'Ipiranga', 'Itaim Bibi', 'Jabaquara', 'Jardim América', 'Jardim Europa', 'Jardim Paulista', 'Jardim Paulistano',
  'Lapa', 'Liberdade', 'Moema', 'Mooca', 'Morumbi', 'Pacaembu', 'Paraíso', 'Perdizes', 'Pinheiros', 'Planalto Paulista', 'Pompeia', 'República',
  'Santa Cecília', 'Santana', 'Santo Amaro', 'Saúde', 'Sé', 'Sumaré', 'Sumarezinho', 'Tatuapé', 'Vila Buarque', 'Vila Clementino', 'Vila Leopoldina',
  'Vila Madalena', 'Vila Mariana', 'Vila Nova Conceição', 'Vila Olímpia', 'Vila Romana', 'Vila Sônia',
];

const RIO_DE_JANEIRO = [
  'Andaraí', 'Barra da Tijuca', 'Botafogo', 'Catete', 'Centro', 'Copacabana', 'Cosme Velho', 'Flamengo', 'Gávea', 'Glória', 'Grajaú', 'Humaitá',
  'Ipanema', 'Jardim Botânico', 'Lagoa', 'Lapa', 'Laranjeiras', 'Leblon', 'Leme', 'Maracanã', 'Méier', 'Recreio dos Bandeirantes', 'Santa Teresa',
  'São Conrado', 'Tijuca', 'Urca', 'Vila Isabel',
];

const BELO_HORIZONTE = ['Funcionários', 'Lourdes', 'Savassi', 'Santo Agostinho', 'Serra', 'Sion', 'Centro', 'Pampulha'];

/** The demo's cities: [key, { nome, uf, ativa, corridaMin, entregaMinima (reais) }, bairros]. */
export const DEMO_CITIES = [
  ['sao paulo', { nome: 'São Paulo', uf: 'SP', ativa: true, corridaMin: 20, entregaMinima: 6 }, SAO_PAULO],
  ['rio de janeiro', { nome: 'Rio de Janeiro', uf: 'RJ', ativa: true, corridaMin: 25, entregaMinima: 7 }, RIO_DE_JANEIRO],
  ['belo horizonte', { nome: 'Belo Horizonte', uf: 'MG', ativa: false, corridaMin: 20, entregaMinima: 6 }, BELO_HORIZONTE],
];

/** The cities as documents: cidades/{key} and its bairro list. */
export function demoCityDocuments() {
  return DEMO_CITIES.flatMap(([key, city, bairros]) => {
    const nomes = [...bairros].sort((a, b) => a.localeCompare(b, 'pt-BR'));
    return [
      { path: `cidades/${key}`, data: { ...city, totalBairros: nomes.length } },
      { path: `cidades/${key}/bairros/lista`, data: { nomes } },
    ];
  });
}
