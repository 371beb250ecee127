import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatCnpj, formatCpf } from '@/domain/shared/br-documents';
import type { PartnerKind } from '@/domain/operator/partner.record';
import { readDirectorySearch, type DirectorySearch } from '@/domain/operator/directory-search';
import { PATHS } from '@/domain/shared/routes';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Icon } from '@/ui/Icon';
import { TextField } from '@/ui/TextField';
import { useFromHere } from '../shared/BackLink';
import { ConsolePageTitle } from '../shared/ConsolePageTitle';
import { PagedListStatus } from '../shared/PagedListStatus';
import { usePartners } from './use-partners';

const COPY: Record<PartnerKind, { title: string; lead: string; searchLabel: string; placeholder: string; noun: string; plural: string; none: string }> = {
  restaurante: {
    title: 'Restaurantes',
    lead: 'Restaurantes aprovados, em ordem alfabética.',
    searchLabel: 'Buscar por nome, CNPJ ou e-mail',
    placeholder: 'Ex.: Cantina, 11.222.333/0001-81 ou dono@loja.com',
    noun: 'restaurante',
    plural: 'restaurantes',
    none: 'Nenhum restaurante cadastrado ainda.',
  },
  entregador: {
    title: 'Entregadores',
    lead: 'Entregadores aprovados, em ordem alfabética.',
    searchLabel: 'Buscar por nome, CPF ou e-mail',
    placeholder: 'Ex.: Carlos, 123.456.789-09 ou carlos@email.com',
    noun: 'entregador',
    plural: 'entregadores',
    none: 'Nenhum entregador cadastrado ainda.',
  },
};

/** What the list says it looked for. */
function describeSearch(search: DirectorySearch): string {
  switch (search.kind) {
    case 'cnpj':
      return `CNPJ ${formatCnpj(search.value)}`;
    case 'cpf':
      return `CPF ${formatCpf(search.value)}`;
    case 'email':
      return `e-mail ${search.value}`;
    case 'name':
      return `nomes que começam com "${search.value}"`;
    case 'empty':
      return '';
  }
}

function formatDocument(document: string): string {
  if (document.length === 14) return formatCnpj(document);
  if (document.length === 11) return formatCpf(document);
  return document || '—';
}

/**
 * 'Restaurantes' or 'Entregadores': the partner directory, 20 at a time by name, with its state
 * (and, for restaurants, whether the shop is open to customers), and a search that reads a CNPJ,
 * a CPF, an e-mail or the start of a name (domain/operator/directory-search.ts). The search is kept in the
 * address (?busca=).
 */
export function PartnersPage({ kind }: { kind: PartnerKind }) {
  const copy = COPY[kind];
  const [params, setParams] = useSearchParams();
  const applied = params.get('busca') ?? '';
  const [typed, setTyped] = useState(applied);
  const search = readDirectorySearch(applied);
  const from = useFromHere();
  const list = usePartners(kind, search);
  const detailPath = kind === 'restaurante' ? PATHS.adminRestaurant : PATHS.adminRider;

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = typed.trim();
    setParams(next ? { busca: next } : {}, { replace: true });
  }

  function clear() {
    setTyped('');
    setParams({}, { replace: true });
  }

  return (
    <section className="section console-page" aria-labelledby={`console-${kind}-title`}>
      <div className="console-page__head">
        <ConsolePageTitle id={`console-${kind}-title`}>{copy.title}</ConsolePageTitle>
        <p className="hint">{copy.lead}</p>
      </div>
      <form role="search" className="console-search" onSubmit={submit}>
        <TextField label={copy.searchLabel} type="search" name="busca" value={typed} placeholder={copy.placeholder} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit" icon={<Icon name="search" size={18} />}>
          Buscar
        </Button>
        {applied ? (
          <Button variant="ghost" onClick={clear}>
            Limpar busca
          </Button>
        ) : null}
      </form>
      {search.kind !== 'empty' ? (
        <p className="hint" aria-live="polite">
          Buscando {copy.plural} por {describeSearch(search)}.
        </p>
      ) : null}

      {list.items.length > 0 ? (
        <table className="console-table">
          <caption className="visually-hidden">{copy.title}</caption>
          <thead>
            <tr>
              <th scope="col">Nome</th>
              <th scope="col">{kind === 'restaurante' ? 'CNPJ' : 'CPF'}</th>
              <th scope="col">Cidade</th>
              <th scope="col">Situação</th>
              {kind === 'restaurante' ? <th scope="col">Loja</th> : null}
              {kind === 'restaurante' ? <th scope="col">Pagamento online</th> : null}
            </tr>
          </thead>
          <tbody>
            {list.items.map((partner) => (
              <tr key={partner.id}>
                <th scope="row" className="console-table__name">
                  <Link to={detailPath(partner.refId)} state={from}>
                    {partner.nome}
                  </Link>
                  <span className="hint console-table__sub">{partner.email}</span>
                </th>
                <td data-label={kind === 'restaurante' ? 'CNPJ' : 'CPF'} className="console-table__number">
                  {formatDocument(partner.documento)}
                </td>
                <td data-label="Cidade">{partner.cidade || '—'}</td>
                <td data-label="Situação">
                  <Badge tone={partner.estado === 'suspenso' ? 'danger' : 'success'}>{partner.estado === 'suspenso' ? 'Suspenso' : 'Ativo'}</Badge>
                </td>
                {kind === 'restaurante' ? (
                  <td data-label="Loja">
                    <Badge tone={partner.publicado ? 'info' : 'neutral'}>{partner.publicado ? 'Publicada' : 'Não publicada'}</Badge>
                  </td>
                ) : null}
                {kind === 'restaurante' ? (
                  <td data-label="Pagamento online">
                    <Badge tone={partner.pagamentoOnline ? 'success' : 'neutral'}>{partner.pagamentoOnline ? 'Mercado Pago conectado' : 'Só na entrega'}</Badge>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      <PagedListStatus
        list={list}
        loadingLabel={`Carregando ${copy.plural}...`}
        errorText={`Erro ao carregar ${copy.plural}`}
        empty={<p>{search.kind === 'empty' ? copy.none : `Nenhum ${copy.noun} encontrado por ${describeSearch(search)}.`}</p>}
        endText={(count) => (count === 1 ? `Este é o único ${copy.noun}${search.kind === 'empty' ? '' : ' encontrado'}.` : `Todos os ${count} ${copy.plural} foram exibidos.`)}
      />
    </section>
  );
}
