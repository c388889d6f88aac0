/** The `order-confirmed` chunk's entry, on the widgets' one shared chunk (widgets/shared/eager.ts). */
import '../shared/eager';
export { mount } from '../cart/order-confirmed';
