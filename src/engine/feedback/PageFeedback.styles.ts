import { staticStyle } from '../theme/static/staticStyle';
import { PAGE_FEEDBACK_CLASS, PAGE_FEEDBACK_PANEL_CLASS } from './PageFeedback';

/** "Was this page helpful?" and its answers. */
export const pageFeedbackStyles = staticStyle(`.${PAGE_FEEDBACK_CLASS}`, (theme) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(1, 2),
  '& .page-feedback-question': { margin: 0, fontSize: '0.875rem', fontWeight: 600 },
}));

/** The comment form's slot, below the question once an answer is chosen. */
export const pageFeedbackPanelStyles = staticStyle(`.${PAGE_FEEDBACK_PANEL_CLASS}`, (theme) => ({
  flex: '1 1 100%',
  order: 2,
  maxWidth: 640,
  '&:empty': { display: 'none' },
  '& .feedback-form': { marginTop: theme.spacing(1) },
}));
