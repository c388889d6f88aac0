/** The `cart` chunk's entry: the cart page widget, on the widgets' one shared chunk (widgets/common/eager.ts). */
import '../common/eager';
export { mount } from '../cart/index';
