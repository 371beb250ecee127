import { helpActorLabel, HELP_CASE_STATE_LABELS, HELP_PROBLEM_LABELS } from '@/domain/help/help-case';
import type { HelpCase } from '@/domain/help/help-case.record';
import { formatClock } from '@/domain/restaurants/opening-hours';
import { Badge } from './Badge';
import './help-case.css';

const dateTime = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

/**
 * A help case as its three readers see it (issue #53): the problem, its state, the items, and the
 * timeline, each line with who wrote it and when; while the store may answer, until when.
 */
export function HelpTimeline({ help, viewer, headingLevel = 3 }: { help: HelpCase; viewer: 'cliente' | 'loja' | 'operador'; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const tone = help.estado === 'resolvido' ? 'success' : help.estado === 'com_operador' ? 'info' : 'warning';
  return (
    <article className="help-case" aria-label={`Pedido de ajuda: ${HELP_PROBLEM_LABELS[help.problema]}`}>
      <header className="help-case__head">
        <Heading className="help-case__title">{HELP_PROBLEM_LABELS[help.problema]}</Heading>
        <Badge tone={tone}>{HELP_CASE_STATE_LABELS[help.estado]}</Badge>
      </header>
      {help.itens.length > 0 ? <p className="hint">Itens: {help.itens.map((item) => `${item.quantidade}x ${item.nome}`).join(', ')}</p> : null}
      {help.foto ? (
        <a href={help.foto} target="_blank" rel="noopener noreferrer" className="help-case__photo">
          <img src={help.foto} alt={viewer === 'cliente' ? 'Sua foto do problema' : 'Foto enviada pelo cliente'} width={160} height={120} loading="lazy" />
        </a>
      ) : null}
      {help.estado === 'aguardando_loja' && help.prazoLojaEm ? (
        <p className="hint">{viewer === 'loja' ? `Responda até ${formatClock(help.prazoLojaEm)}: depois disso, a equipe da Sabor decide.` : `A loja responde até ${formatClock(help.prazoLojaEm)}; se não responder, a equipe da Sabor decide.`}</p>
      ) : null}
      <ol className="help-case__events" aria-label="Andamento do pedido de ajuda">
        {help.eventos.map((event, index) => (
          <li key={index}>
            <span className="help-case__who">
              {helpActorLabel(event.autor, viewer, help.restaurantName)}
              {event.em ? <span className="hint"> · {dateTime.format(event.em)}</span> : null}
            </span>
            <span>{event.texto}</span>
          </li>
        ))}
      </ol>
    </article>
  );
}
