import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { BulkUpdateButton, useCanAccess } from 'react-admin';

/**
 * Hide or show the chosen reviews on the public site, undoable: react-admin waits a few seconds with an Undo
 * before it sends admin/reviews/edit for each.
 */
export function ReviewBulkButtons() {
  const { canAccess } = useCanAccess({ resource: 'reviews', action: 'edit' });
  if (!canAccess) return null;
  return (
    <>
      <BulkUpdateButton
        label="reviewModeration.hide"
        data={{ reviewHidden: true }}
        icon={<VisibilityOffIcon />}
        mutationMode="undoable"
        successMessage="reviewModeration.hiddenDone"
      />
      <BulkUpdateButton
        label="reviewModeration.show"
        data={{ reviewHidden: false }}
        icon={<VisibilityIcon />}
        mutationMode="undoable"
        successMessage="reviewModeration.shownDone"
      />
    </>
  );
}
