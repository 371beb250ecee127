import './bar-chart.css';

export interface BarDatum {
  /** Unique, stable (a day key). */
  key: string;
  /** Under the bar: '05/11'. */
  label: string;
  /** In the table and the tooltip: '05/11/2026'. */
  longLabel: string;
  value: number;
}

/** How many axis labels fit under the chart on a phone without touching. */
const MAX_AXIS_LABELS = 8;
/** Width of one bar's slot in the drawing's units; the bar takes 70% of it. */
const SLOT = 10;
const HEIGHT = 100;

/**
 * A plain SVG bar chart (no chart library: a few hundred bytes in the bundle). The drawing is an
 * image with a one-sentence summary for screen readers; the exact figures are a table under
 * 'Ver valores' for everyone. The drawing stretches to the container's width (bars are scaled,
 * lines are not), the labels are HTML so they never stretch.
 */
export function BarChart({
  title,
  data,
  formatValue,
  summary,
}: {
  /** Caption above the chart and the table. */
  title: string;
  data: readonly BarDatum[];
  formatValue: (value: number) => string;
  /** What the image says to a screen reader, e.g. 'Total R$ 1.200,00; maior dia 05/11/2026'. */
  summary: string;
}) {
  const max = Math.max(0, ...data.map((datum) => datum.value));
  const width = Math.max(1, data.length) * SLOT;
  const every = Math.ceil(data.length / MAX_AXIS_LABELS);
  const withValue = data.filter((datum) => datum.value > 0);

  return (
    <figure className="bar-chart">
      <figcaption className="bar-chart__title">{title}</figcaption>
      <div className="bar-chart__plot">
        <span className="bar-chart__max" aria-hidden="true">
          {max > 0 ? formatValue(max) : ''}
        </span>
        <svg className="bar-chart__svg" viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={`${title}. ${summary}`}>
          <line className="bar-chart__grid" x1={0} x2={width} y1={0.5} y2={0.5} vectorEffect="non-scaling-stroke" />
          <line className="bar-chart__grid" x1={0} x2={width} y1={HEIGHT / 2} y2={HEIGHT / 2} vectorEffect="non-scaling-stroke" />
          <line className="bar-chart__base" x1={0} x2={width} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} vectorEffect="non-scaling-stroke" />
          {data.map((datum, index) => {
            if (datum.value <= 0 || max <= 0) return null;
            // A small day still shows as a sliver, not as nothing.
            const height = Math.max(1.5, (datum.value / max) * (HEIGHT - 2));
            return (
              <rect key={datum.key} className="bar-chart__bar" data-key={datum.key} x={index * SLOT + SLOT * 0.15} width={SLOT * 0.7} y={HEIGHT - height} height={height}>
                <title>{`${datum.longLabel}: ${formatValue(datum.value)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="bar-chart__axis" aria-hidden="true" style={{ gridTemplateColumns: `repeat(${data.length}, minmax(0, 1fr))` }}>
        {data.map((datum, index) => (
          <span key={datum.key}>{index % every === 0 ? datum.label : ''}</span>
        ))}
      </div>
      <details className="bar-chart__details">
        <summary>Ver valores</summary>
        {withValue.length === 0 ? (
          <p className="hint">Nenhum valor no período.</p>
        ) : (
          <table className="bar-chart__table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Dia</th>
                <th scope="col">Valor</th>
              </tr>
            </thead>
            <tbody>
              {withValue.map((datum) => (
                <tr key={datum.key}>
                  <th scope="row">{datum.longLabel}</th>
                  <td>{formatValue(datum.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </figure>
  );
}
