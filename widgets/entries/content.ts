/** The `content` chunk's entry (blog and other content items), on the widgets' one shared chunk: it uses the API client. */
import '../common/eager';
export { mount } from '../content/index';
