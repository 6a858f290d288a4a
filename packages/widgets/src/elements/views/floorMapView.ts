import { FloorMap } from '../../FloorMap/FloorMap';
import widgetsCss from '../../styles.css?inline';
import { reactView } from '../reactView';

/** The code that draws `<kizuna-floor-map>`, loaded when the first one is on the page. */
export default reactView(FloorMap, widgetsCss);
