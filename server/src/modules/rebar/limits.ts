/** the largest photo the detector takes (the app's camera gives 2-6 MB) */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024
