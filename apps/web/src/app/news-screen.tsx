import { ChecklistPrompt } from '../features/checklists/checklist-prompt.tsx';
import { NewsPage } from '../features/news/news-page.tsx';

/** /news and /events (spec §2.5) with the checklist prompt beside the news list (checklists feature). */
export function NewsScreen() {
  return <NewsPage aside={<ChecklistPrompt />} />;
}
