import { ageOn, formatCep, formatCnpj, formatCpf, formatPlate } from '@/domain/shared/br-documents';
import { type Application } from '@/domain/onboarding/application';
import { VEHICLE_LABELS } from '@/domain/onboarding/application-fields';
import { type RestaurantApplication, type RiderApplication } from '@/domain/onboarding/application.schema';
import { formatPixKey, PIX_KEY_TYPE_LABELS, type PixKey } from '@/domain/money/pix-key';
import { formatCalendarDate } from './console-format';

/** One labelled value of an application, as the operator checks it against the documents. */
export interface Fact {
  label: string;
  value: string;
  /** A long value (an error, a note) on a row of its own. */
  wide?: boolean;
}

/** A group of facts under a heading ('Empresa', 'Responsável', ...). */
export interface FactGroup {
  title: string;
  facts: Fact[];
}

const or = (value: string) => value.trim() || '—';

export function pixFact(pix: PixKey | null): Fact {
  return { label: 'Chave Pix', value: pix && pix.chave ? `${PIX_KEY_TYPE_LABELS[pix.tipo]}: ${formatPixKey(pix)}` : '—' };
}

function restaurantFacts(data: RestaurantApplication): FactGroup[] {
  const address = data.endereco;
  const street = [address.rua, address.numero].filter(Boolean).join(', ');
  return [
    {
      title: 'Empresa',
      facts: [
        { label: 'Nome fantasia', value: or(data.nomeFantasia) },
        { label: 'Razão social', value: or(data.razaoSocial) },
        { label: 'CNPJ', value: data.cnpj ? formatCnpj(data.cnpj) : '—' },
        { label: 'Categoria principal', value: or(data.categoria) },
        { label: 'Telefone / WhatsApp', value: or(data.telefone) },
        pixFact(data.pix),
      ],
    },
    {
      title: 'Responsável',
      facts: [
        { label: 'Nome', value: or(data.responsavelNome) },
        { label: 'CPF', value: data.responsavelCpf ? formatCpf(data.responsavelCpf) : '—' },
      ],
    },
    {
      title: 'Endereço',
      facts: [
        { label: 'Rua e número', value: or(street) },
        { label: 'Complemento', value: or(address.complemento) },
        { label: 'Bairro', value: or(address.bairro) },
        { label: 'Cidade/UF', value: or([address.cidade, address.estado].filter(Boolean).join('/')) },
        { label: 'CEP', value: address.cep ? formatCep(address.cep) : '—' },
      ],
    },
  ];
}

function riderFacts(data: RiderApplication, today: Date): FactGroup[] {
  const age = ageOn(data.nascimento, today);
  const moto = data.veiculo === 'moto';
  return [
    {
      title: 'Entregador',
      facts: [
        { label: 'Nome', value: or(data.nome) },
        { label: 'CPF', value: data.cpf ? formatCpf(data.cpf) : '—' },
        { label: 'Nascimento', value: data.nascimento ? `${formatCalendarDate(data.nascimento)}${age !== null ? ` (${age} anos)` : ''}` : '—' },
        { label: 'Telefone / WhatsApp', value: or(data.telefone) },
        { label: 'Cidade', value: or(data.cidade) },
        pixFact(data.pix),
      ],
    },
    {
      title: 'Veículo',
      facts: [
        { label: 'Veículo', value: VEHICLE_LABELS[data.veiculo] },
        { label: 'CNH', value: moto ? or(data.cnhNumero) : 'Não se aplica (bicicleta)' },
        { label: 'Categoria da CNH', value: moto ? or(data.cnhCategoria) : 'Não se aplica' },
        { label: 'Placa', value: moto ? (data.placa ? formatPlate(data.placa) : '—') : 'Não se aplica' },
      ],
    },
  ];
}

/** Every field an applicant sent, formatted (CPF, CNPJ, CEP, plate, Pix key) and grouped. */
export function applicationFacts(application: Application, today: Date = new Date()): FactGroup[] {
  return application.tipo === 'restaurante'
    ? restaurantFacts(application.dados as RestaurantApplication)
    : riderFacts(application.dados as RiderApplication, today);
}
