import { CHECKLIST_CIRCLE_RADIUS } from '@campus/domain/checklist';
import { useTranslation } from 'react-i18next';
import { useIsWideScreen } from '../../lib/use-media-query.ts';

const STROKE = 6;

/** A checklist's progress: the share of ticked tasks as a ring, the count in its middle. */
export function ProgressCircle({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  // Spec §2.14, §9: radius 30 on phones, 52 on wide screens (the layout's one breakpoint, breakpoints.ts).
  const radius = useIsWideScreen() ? CHECKLIST_CIRCLE_RADIUS.wide : CHECKLIST_CIRCLE_RADIUS.narrow;
  const size = 2 * (radius + STROKE);
  const circumference = 2 * Math.PI * radius;
  const share = total === 0 ? 0 : done / total;
  const ring = { cx: size / 2, cy: size / 2, r: radius, strokeWidth: STROKE };
  return (
    <svg
      className="progress-circle"
      width={size}
      height={size}
      viewBox={`0 0 ${String(size)} ${String(size)}`}
      role="img"
      aria-label={t('checklists:progress', { done, total })}
    >
      <circle className="progress-circle__track" {...ring} />
      <circle
        className="progress-circle__value"
        {...ring}
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - share)}
        transform={`rotate(-90 ${String(size / 2)} ${String(size / 2)})`}
      />
      <text className="progress-circle__text" x="50%" y="50%" dominantBaseline="central" textAnchor="middle">
        {`${String(done)}/${String(total)}`}
      </text>
    </svg>
  );
}
