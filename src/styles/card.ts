/** The box a card's drawing is shown in: a third of the content width from 56rem, else the phone's width. */
export const CARD_PICTURE_SIZES = '(min-width: 56rem) 21rem, calc(100vw - 5rem)';
