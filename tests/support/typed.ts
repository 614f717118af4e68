/** What a visitor types into the demo form: letters beyond ASCII, an ampersand, a line break and an emoji. */
export const TYPED = {
  name: 'Žiga Čebašek',
  email: 'ziga@example.si',
  company: 'Lab & Co',
  message: 'Line 1\nLine 2 🧪',
};
