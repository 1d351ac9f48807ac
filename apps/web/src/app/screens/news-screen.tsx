import { lazy, Suspense } from 'react';
import { NewsPage } from '../../features/news/news-page.tsx';
import { WithScreenStrings } from '../../lib/i18n/with-screen-strings.tsx';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.ts';

// The prompt shows nothing until the person's checklists have loaded, and the news come first (§2.5): its
// code, with the checklist cards', loads after the news list's (issue #20), and starts once the news page
// has been painted: its strings arriving re-render every component that speaks (issue #31).
const ChecklistPrompt = lazy(async () => ({
  default: (await import('../../features/checklists/checklist-prompt.tsx')).ChecklistPrompt,
}));

/** /news and /events (spec §2.5) with the checklist prompt beside the news list (checklists feature). */
export function NewsScreen() {
  const painted = useAfterFirstPaint();
  return (
    <NewsPage
      aside={
        painted && (
          <Suspense fallback={null}>
            <WithScreenStrings namespaces={['checklists']} fallback={null}>
              <ChecklistPrompt />
            </WithScreenStrings>
          </Suspense>
        )
      }
    />
  );
}
