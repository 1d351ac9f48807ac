import type { ReactNode } from 'react';
import { ScrollRegion } from '../../ui/scroll-region.tsx';

/** A column's name; `forScreenReaders`: shown to assistive technology only (a column of row actions). */
export interface StaffColumn {
  label: string;
  forScreenReaders?: boolean;
}

/**
 * A table of the console: it scrolls on its own when wider than the screen (its scroll region named by the
 * element `labelledBy`, or by its caption when it has one), a header row of column names, then the rows.
 */
export function StaffTable({
  labelledBy,
  caption,
  columns,
  children,
}: {
  labelledBy: string;
  /** The table's caption, given the id `labelledBy`. */
  caption?: string;
  columns: readonly StaffColumn[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion labelledBy={labelledBy}>
      <table className="staff-table">
        {caption === undefined ? null : <caption id={labelledBy}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map(({ label, forScreenReaders }) => (
              <th scope="col" key={label}>
                {forScreenReaders === true ? <span className="visually-hidden">{label}</span> : label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
