/** The box a picture of split.module.css is shown in: half the content width from 60rem, else the phone's width. */
export const SPLIT_PICTURE_SIZES = '(min-width: 60rem) 34rem, calc(100vw - 2rem)';
