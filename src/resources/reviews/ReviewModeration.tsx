import { textLimit } from '../../components/textLimits';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import {
  TextInput,
  useCanAccess,
  useGetOne,
  useNotify,
  useTranslate,
  useUpdate,
  type HttpError,
} from 'react-admin';
import { Form } from '../../components/forms/Form';
import { SaveButton } from '../../components/SaveButton';
import { LOW_RATES } from '../../domain/orderStatus';
import { ANSWER_TOO_LONG, REVIEW_ANSWER_MAX } from '../../domain/reviews';
import { RateCell } from '../orders/fields';
import { useFormat } from '../../components/useFormat';
import type { Review } from './types';

/** A low rating points staff at the order and the partners who did it. */
function LowRating({ review }: { review: Review }) {
  const translate = useTranslate();
  const partners = Object.entries(review.partnerNames ?? {});
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <Typography variant="body2">{translate('reviewModeration.lowRating')}</Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={`/orders/details/${review.id}`}>
          {translate('reviewModeration.openOrder', { id: review.id })}
        </Link>
        {partners.map(([id, name]) => (
          <Link key={id} component={RouterLink} to={`/partners/details/${id}`}>
            {name}
          </Link>
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * Moderation of one review, above the order it rates: hide or show it on the public site (undoable) and answer
 * it (the answer is stored with the order). Read-only for an account that may not edit reviews.
 */
export function ReviewModeration() {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormat();
  const id = Number(useParams().id);
  const { data: review } = useGetOne<Review>('reviews', { id }, { enabled: id > 0 });
  const { canAccess, isPending: checking } = useCanAccess({ resource: 'reviews', action: 'edit' });
  const [update, { isPending }] = useUpdate<Review, HttpError>();
  // Shown once the permission is known: a field that turns editable under the user's typing loses the keys.
  if (!review || checking) return null;
  const hidden = !!review.reviewHidden;

  const toggle = () => {
    // Undoable: react-admin reports through onSuccess and its notification; the promise never rejects.
    void update(
      'reviews',
      { id, data: { reviewHidden: !hidden }, previousData: review },
      {
        mutationMode: 'undoable',
        onSuccess: () =>
          notify(hidden ? 'reviewModeration.shownDone' : 'reviewModeration.hiddenDone', {
            messageArgs: { smart_count: 1 },
            undoable: true,
          }),
      },
    );
  };
  const answer = async (values: Record<string, unknown>) => {
    try {
      await update(
        'reviews',
        { id, data: { reviewAnswer: String(values.reviewAnswer ?? '') }, previousData: review },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('reviewModeration.answerSaved', { type: 'success' });
    } catch (error) {
      return ((error as HttpError).body as { errors?: Record<string, string> } | undefined)?.errors ?? {};
    }
  };
  const validate = (values: Record<string, unknown>) =>
    String(values.reviewAnswer ?? '').length > REVIEW_ANSWER_MAX ? { reviewAnswer: ANSWER_TOO_LONG } : {};

  return (
    <Card variant="outlined" component="section" aria-labelledby="review-moderation" sx={{ mt: 2, mb: 1 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Typography id="review-moderation" variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('reviewModeration.title')}
          </Typography>
          <RateCell rate={review.rate} />
          <Typography
            variant="body2"
            color={hidden ? 'warning.main' : 'text.secondary'}
            data-testid="review-visibility"
          >
            {translate(hidden ? 'reviewModeration.hidden' : 'reviewModeration.visible')}
          </Typography>
          {canAccess && (
            <Button
              variant="outlined"
              disabled={isPending}
              startIcon={hidden ? <VisibilityIcon /> : <VisibilityOffIcon />}
              onClick={toggle}
            >
              {translate(hidden ? 'reviewModeration.show' : 'reviewModeration.hide')}
            </Button>
          )}
        </Stack>
        {review.rate != null && (LOW_RATES as readonly number[]).includes(review.rate) && (
          <LowRating review={review} />
        )}
        <Typography variant="body1" sx={{ fontStyle: review.review ? 'normal' : 'italic', mb: 2 }}>
          {review.review ? `“${review.review}”` : translate('reviewModeration.noReview')}
        </Typography>
        <Box sx={{ maxWidth: 720 }}>
          <Form
            draftName="answer"
            key={review.reviewAnsweredAt ?? 'new'}
            record={{ reviewAnswer: review.reviewAnswer ?? '' }}
            onSubmit={answer}
            validate={validate}
            disabled={!canAccess}
          >
            <TextInput
              source="reviewAnswer"
              label="reviewModeration.answer"
              helperText={
                review.reviewAnsweredAt
                  ? translate('reviewModeration.answered', { date: format.dateTime(review.reviewAnsweredAt) })
                  : 'reviewModeration.answerHint'
              }
              multiline
              minRows={2}
              fullWidth
              readOnly={!canAccess}
              {...textLimit('text')}
            />
            {canAccess && <SaveButton label="reviewModeration.saveAnswer" />}
          </Form>
        </Box>
      </CardContent>
    </Card>
  );
}
