import { Chip } from '@mui/material';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useTranslate } from 'react-admin';

/** Whether the review shows on the public site: a quiet dash when shown, a chip when hidden. */
export function ReviewVisibilityCell({ hidden }: { hidden: boolean }) {
  const translate = useTranslate();
  return hidden ? (
    <Chip size="small" icon={<VisibilityOffIcon />} label={translate('reviewModeration.visibility.hidden')} />
  ) : (
    <span>{translate('reviewModeration.visibility.shown')}</span>
  );
}
