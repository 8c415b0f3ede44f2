// A drawn signature is a data URL (the JNPF `sign` value); uploading needs a file. The build picks
// data-url-file.weapp.ts or data-url-file.h5.ts; tsc and jest see this file (H5).
export { dataUrlToFile, releaseFile } from './data-url-file.h5'
