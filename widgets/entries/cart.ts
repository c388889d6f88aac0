/** The `cart` chunk's entry: the cart page widget, on the widgets' one shared chunk (widgets/shared/eager.ts). */
import '../shared/eager';
export { mount } from '../cart/index';
