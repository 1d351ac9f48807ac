import {
  ChecklistEntrySchema,
  ChecklistSchema,
  type Checklist,
  type ChecklistEntry,
} from '@campus/domain/checklist';
import type { WireShape } from '../../api/expect-shape.ts';

/** The wire schemas the checklist fetchers check answers against (in development), from packages/domain. */
export const checklistsSchemas: { checklist: WireShape<Checklist>; entry: WireShape<ChecklistEntry> } = {
  checklist: { schema: import.meta.env.DEV ? ChecklistSchema : null },
  entry: { schema: import.meta.env.DEV ? ChecklistEntrySchema : null },
};
