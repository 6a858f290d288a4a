import { PresenceBadge } from '../../PresenceBadge/PresenceBadge';
import widgetsCss from '../../styles.css?inline';
import { reactView } from '../reactView';

/** The code that draws `<kizuna-presence-badge>`, loaded when the first one is on the page. */
export default reactView(PresenceBadge, widgetsCss);
