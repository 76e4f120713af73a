import type { StaticStyle } from '../../theme/static/staticStyle';
import { adReservedStyles } from '../../ads/Ad.styles';
import { apiTableStyles } from '../../api/ApiTable.styles';
import { demoStyles, demoToastStyles } from '../../demos/Demo.styles';
import { pageFeedbackPanelStyles, pageFeedbackStyles } from '../../feedback/PageFeedback.styles';
import { ratingButtonsStyles } from '../../feedback/RatingButtons.styles';
import { markdownBodyStyles } from '../../markdown/MarkdownBody.styles';
import { pageActionsStyles } from '../../markdownTwin/PageActions.styles';
import { searchButtonStyles } from '../../search/SearchButton.styles';
import {
  searchDialogScrollLockStyles,
  searchDialogStyles,
  searchResultListStyles,
} from '../../search/SearchDialog.styles';

/**
 * Static styles of the page content and the controls around it, in the order the page mounts
 * them (later wins at equal specificity), parents before children: the app bar's search button,
 * the page actions and the ad under the description, the prose (its class is also on code tabs
 * and a demo's code panel), the islands among it (demo frame, API tables), then the feedback
 * footer. Read at build time only, like shellStyles.ts.
 */
export const CONTENT_STYLES: readonly StaticStyle[] = [
  searchButtonStyles,
  pageActionsStyles,
  adReservedStyles,
  markdownBodyStyles,
  demoStyles,
  demoToastStyles,
  apiTableStyles,
  pageFeedbackStyles,
  pageFeedbackPanelStyles,
  ratingButtonsStyles,
  // Last: the search dialog opens over all of the above.
  searchDialogStyles,
  searchResultListStyles,
  searchDialogScrollLockStyles,
];
