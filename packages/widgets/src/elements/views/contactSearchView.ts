import { ContactSearch } from '../../ContactSearch/ContactSearch';
import widgetsCss from '../../styles.css?inline';
import { reactView } from '../reactView';

/** The code that draws `<kizuna-contact-search>`, loaded when the first one is on the page. */
export default reactView(ContactSearch, widgetsCss);
