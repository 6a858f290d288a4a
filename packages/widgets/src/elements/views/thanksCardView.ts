import { ThanksCard } from '../../ThanksCard/ThanksCard';
import widgetsCss from '../../styles.css?inline';
import { reactView } from '../reactView';

/** The code that draws `<kizuna-thanks-card>`, loaded when the first one is on the page. */
export default reactView(ThanksCard, widgetsCss);
