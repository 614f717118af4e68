/** The floor's one handler: the button opens the dialog already in the HTML, as a native page would. */
const dialog = document.querySelector('dialog');
document.getElementById('open')?.addEventListener('click', () => dialog?.showModal());
