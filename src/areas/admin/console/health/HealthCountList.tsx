import { Link } from 'react-router-dom';
import { HEALTH_COUNT_LABELS, HEALTH_SECTIONS, type HealthCounts } from '@/domain/operator/service-health';
import { PATHS } from '@/domain/shared/routes';
import './health.css';

const KEYS = Object.keys(HEALTH_COUNT_LABELS) as Array<keyof HealthCounts>;

/**
 * 'Saúde''s counts, each with its name: on the console's home each opens the 'Saúde' page; on the
 * page itself each jumps to its section. A count above zero stands out.
 */
export function HealthCountList({ counts, within }: { counts: HealthCounts; within: 'home' | 'page' }) {
  return (
    <ul className="health-counts" aria-label="Problemas por tipo">
      {KEYS.map((key) => {
        const content = (
          <>
            <span className="health-counts__number">{counts[key]}</span>{' '}
            <span className="health-counts__label">{HEALTH_COUNT_LABELS[key]}</span>
          </>
        );
        return (
          <li key={key} className={counts[key] > 0 ? 'health-counts__item health-counts__item--alert' : 'health-counts__item'}>
            {within === 'home' ? <Link to={PATHS.adminHealth}>{content}</Link> : <a href={`#${HEALTH_SECTIONS[key]}`}>{content}</a>}
          </li>
        );
      })}
    </ul>
  );
}
