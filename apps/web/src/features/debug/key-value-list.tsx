import { useId } from 'react';

export interface KeyValue {
  label: string;
  value: string;
}

/** A titled list of labelled values: the debug page's environment, auth configuration and user. */
export function KeyValueList({ title, items }: { title: string; items: readonly KeyValue[] }) {
  const headingId = useId();
  return (
    <section className="debug__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <dl className="key-values">
        {items.map((item) => (
          <div key={item.label} className="key-values__row">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
