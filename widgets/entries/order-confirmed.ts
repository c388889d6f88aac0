/** The `order-confirmed` chunk's entry, on the widgets' one shared chunk (widgets/common/eager.ts). */
import '../common/eager';
export { mount } from '../cart/order-confirmed';
