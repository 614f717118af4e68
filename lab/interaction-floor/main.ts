/**
 * The floor's handlers, as a native page would write them: the button opens the dialog already in the HTML, the close
 * button closes it, and so does a click that starts and ends on the backdrop (the dialog itself, which has no padding).
 */
const dialog = document.querySelector('dialog');
let pressedOnBackdrop = false;
document.getElementById('open')?.addEventListener('click', () => dialog?.showModal());
dialog?.querySelector('.close')?.addEventListener('click', () => dialog.close());
dialog?.addEventListener('mousedown', (event) => (pressedOnBackdrop = event.target === dialog));
dialog?.addEventListener('click', (event) => {
  if (pressedOnBackdrop && event.target === dialog) dialog.close();
  pressedOnBackdrop = false;
});
