/** The staff console's screens that take slots from the app (issue #18). */
import { StaffItemEditPage } from '../../features/staff/staff-item-edit-page.tsx';
import { StaffPreviewLinkPage } from '../../features/staff/staff-preview-link-page.tsx';
import { staffPreviewSlot } from './staff-preview-slot.tsx';

export function StaffItemEditScreen() {
  return <StaffItemEditPage preview={staffPreviewSlot} />;
}

/** /staff/preview/{token}: a colleague's shared preview (issue #33), drawn by the same residents' components. */
export function StaffPreviewLinkScreen() {
  return <StaffPreviewLinkPage preview={staffPreviewSlot} />;
}
