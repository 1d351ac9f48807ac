/** The staff console's screens that take slots from the app (issue #18). */
import { StaffItemEditPage } from '../../features/staff/staff-item-edit-page.tsx';
import { staffPreviewSlot } from './staff-preview-slot.tsx';

export function StaffItemEditScreen() {
  return <StaffItemEditPage preview={staffPreviewSlot} />;
}
