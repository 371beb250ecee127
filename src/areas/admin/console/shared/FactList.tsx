import type { Fact, FactGroup } from './application-facts';

/** Labelled values as a definition list, two columns on a desk. */
export function FactList({ facts, label }: { facts: Fact[]; label?: string }) {
  return (
    <dl className="facts console-facts" aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label} className={fact.wide ? 'console-facts__wide' : undefined}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Groups of facts, each under its own heading (level `level`). */
export function FactGroups({ groups, level = 3 }: { groups: FactGroup[]; level?: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <>
      {groups.map((group) => (
        <div key={group.title} className="console-fact-group">
          <Heading className="console-fact-group__title">{group.title}</Heading>
          <FactList facts={group.facts} />
        </div>
      ))}
    </>
  );
}
