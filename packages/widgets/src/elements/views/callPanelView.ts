import { CallPanel } from '../../CallPanel/CallPanel';
import widgetsCss from '../../styles.css?inline';
import { reactView } from '../reactView';

/** The code that draws `<kizuna-call-panel>`, loaded when the first one is on the page. */
export default reactView(CallPanel, widgetsCss);
